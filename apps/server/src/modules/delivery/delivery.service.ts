import { eq, inArray, sql } from 'drizzle-orm';
import {
  deliveryMessages,
  type AdminDeliveryDto,
  type CodFeeDto,
  type DeliveryConfigDto,
  type DeliveryQuoteDto,
  type DeliveryQuoteQuery,
  type DeliveryZoneDto,
  type DeliveryZoneInput,
  type ShopSettingsDto,
} from '@atlas/shared/contract/delivery';
import { GOVERNORATE_CODES } from '@atlas/shared/content/governorate-codes';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import type { Language } from '@atlas/shared/rules/locale';
import { egpToPiastres, piastresToEgp } from '@atlas/shared/rules/pricing';
import type { Db } from '../../db/client';
import {
  deliveryQuoteDto,
  egpOrNull,
  loadDeliveryConfig,
  priceDelivery,
  type DeliveryConfig,
  type DeliveryZone,
  type ShopSettings,
} from '../../db/delivery';
import { deliveryZones, governorateZones, shopSettings } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { prepareJson, type PreparedJson } from '../../lib/prepared-json';

/**
 * The delivery settings as the public reads see them: read once, then kept for a few seconds. A
 * write in this process is seen at once; one made by another process within `ttlMs`. Checkout
 * never reads this copy: an order is priced from the database inside its own transaction.
 */
export class DeliveryConfigCache {
  #config: Promise<DeliveryConfig> | null = null;
  #json: PreparedJson | null = null;
  #loadedAt = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    private readonly ttlMs = 5_000,
  ) {}

  get(): Promise<DeliveryConfig> {
    const now = this.clock().getTime();
    if (!this.#config || now - this.#loadedAt > this.ttlMs) {
      this.#loadedAt = now;
      this.#json = null;
      const loading = loadDeliveryConfig(this.db);
      this.#config = loading;
      // a failed read is not kept: the next request tries again
      loading.catch(() => {
        if (this.#config === loading) this.#config = null;
      });
    }
    return this.#config;
  }

  /** The public answer of GET /delivery/zones, serialized once per load. */
  async json(): Promise<PreparedJson> {
    const config = await this.get();
    if (!this.#json) this.#json = prepareJson(JSON.stringify(toConfigDto(config)));
    return this.#json;
  }

  invalidate(): void {
    this.#config = null;
    this.#json = null;
  }
}

function codFeeDto(settings: ShopSettings): CodFeeDto {
  const rule = settings.codFee;
  return rule.kind === 'fixed'
    ? { kind: 'fixed', amount: piastresToEgp(rule.piastres) }
    : {
        kind: 'percent',
        percent: rule.basisPoints / 100,
        cap: egpOrNull(rule.capPiastres),
      };
}

function zoneDto(zone: DeliveryZone, settings: ShopSettings): DeliveryZoneDto {
  return {
    id: zone.id,
    nameEn: zone.nameEn,
    nameAr: zone.nameAr,
    fee: piastresToEgp(zone.feePiastres),
    minDays: zone.minDays,
    maxDays: zone.maxDays,
    enabled: zone.enabled,
    isDefault: zone.id === settings.defaultZoneId,
    governorates: zone.governorates as DeliveryZoneDto['governorates'],
  };
}

/** The delivery rules as the public and the admin read them. */
function rulesDto(settings: ShopSettings) {
  return {
    freeDeliveryThreshold: egpOrNull(settings.freeDeliveryThresholdPiastres),
    codFee: codFeeDto(settings),
    cutoffHour: settings.cutoffHour,
    daysOff: [...settings.daysOff],
    holidays: [...settings.holidays],
    defaultZoneId: settings.defaultZoneId,
  };
}

export function toConfigDto(config: DeliveryConfig): DeliveryConfigDto {
  return {
    zones: config.zones.map((z) => zoneDto(z, config.settings)),
    governorates: [...GOVERNORATE_CODES],
    ...rulesDto(config.settings),
  };
}

export function quote(
  config: DeliveryConfig,
  q: DeliveryQuoteQuery,
  now: Date,
  lang: Language,
): DeliveryQuoteDto {
  const subtotalPiastres = egpToPiastres(q.subtotal);
  const priced = priceDelivery(config, {
    subtotalPiastres,
    governorate: q.governorate,
    method: q.paymentMethod,
    now,
  });
  return deliveryQuoteDto(config, priced, subtotalPiastres, lang);
}

// ---- admin ---------------------------------------------------------------------------------

function settingsDto(settings: ShopSettings): ShopSettingsDto {
  return {
    ...rulesDto(settings),
    shopName: settings.shopName,
    shopAddress: settings.shopAddress,
    taxRegistrationNumber: settings.taxRegistrationNumber,
    vatRate: settings.vatBasisPoints === null ? null : settings.vatBasisPoints / 100,
  };
}

export async function adminDelivery(db: Db): Promise<AdminDeliveryDto> {
  const config = await loadDeliveryConfig(db);
  return {
    zones: config.zones.map((z) => zoneDto(z, config.settings)),
    settings: settingsDto(config.settings),
  };
}

const zoneNotFound = () => AppError.notFound(deliveryMessages.zoneNotFound);

/**
 * An admin delivery write in its transaction, serialized on the settings row so two admins
 * moving governorates never interleave.
 */
async function deliveryWrite<T>(db: Db, write: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from shop_settings where id = 1 for update`);
    return write(tx);
  });
}

async function zoneSnapshot(tx: Db, zoneId: number) {
  const config = await loadDeliveryConfig(tx);
  const zone = config.zones.find((z) => z.id === zoneId);
  return zone ? zoneDto(zone, config.settings) : null;
}

/** The zone's governorates become exactly `governorates`: moved from other zones, and those it loses fall to the default zone. */
async function assignGovernorates(tx: Db, zoneId: number, governorates: readonly string[]): Promise<void> {
  await tx.delete(governorateZones).where(eq(governorateZones.zoneId, zoneId));
  if (governorates.length === 0) return;
  await tx.delete(governorateZones).where(inArray(governorateZones.governorate, [...governorates]));
  await tx
    .insert(governorateZones)
    .values([...new Set(governorates)].map((governorate) => ({ governorate, zoneId })));
}

function zoneValues(input: DeliveryZoneInput) {
  return {
    nameEn: input.nameEn,
    nameAr: input.nameAr,
    feePiastres: egpToPiastres(input.fee),
    minDays: input.minDays,
    maxDays: input.maxDays,
    enabled: input.enabled,
  };
}

export async function createZone(
  db: Db,
  actor: AuditActor,
  input: DeliveryZoneInput,
): Promise<DeliveryZoneDto> {
  return deliveryWrite(db, async (tx) => {
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${deliveryZones.position}), 0) + 1`.mapWith(Number) })
      .from(deliveryZones);
    const [row] = await tx
      .insert(deliveryZones)
      .values({ ...zoneValues(input), position: next })
      .returning({ id: deliveryZones.id });
    await assignGovernorates(tx, row!.id, input.governorates);
    const after = (await zoneSnapshot(tx, row!.id))!;
    await recordAudit(tx, actor, {
      action: 'delivery.zone.create',
      entity: 'delivery',
      entityId: row!.id,
      after,
    });
    return after;
  });
}

export async function updateZone(
  db: Db,
  actor: AuditActor,
  zoneId: number,
  input: DeliveryZoneInput,
): Promise<DeliveryZoneDto> {
  return deliveryWrite(db, async (tx) => {
    const before = await zoneSnapshot(tx, zoneId);
    if (!before) throw zoneNotFound();
    await tx.update(deliveryZones).set(zoneValues(input)).where(eq(deliveryZones.id, zoneId));
    await assignGovernorates(tx, zoneId, input.governorates);
    const after = (await zoneSnapshot(tx, zoneId))!;
    await recordAudit(tx, actor, {
      action: 'delivery.zone.update',
      entity: 'delivery',
      entityId: zoneId,
      before,
      after,
    });
    return after;
  });
}

export async function deleteZone(db: Db, actor: AuditActor, zoneId: number): Promise<void> {
  await deliveryWrite(db, async (tx) => {
    const before = await zoneSnapshot(tx, zoneId);
    if (!before) throw zoneNotFound();
    if (before.isDefault || before.governorates.length > 0)
      throw new AppError(ErrorCode.conflict, 409, deliveryMessages.zoneInUse);
    // alike in shape to the trainers' audited delete (admin-trainers.service.ts); the zone's own checks come first
    await tx.delete(deliveryZones).where(eq(deliveryZones.id, zoneId));
    await recordAudit(tx, actor, {
      action: 'delivery.zone.delete',
      entity: 'delivery',
      entityId: zoneId,
      before,
    });
  });
}

export async function updateSettings(
  db: Db,
  actor: AuditActor,
  input: ShopSettingsDto,
): Promise<ShopSettingsDto> {
  return deliveryWrite(db, async (tx) => {
    const config = await loadDeliveryConfig(tx);
    if (!config.zones.some((z) => z.id === input.defaultZoneId))
      throw new AppError(ErrorCode.validation, 400, deliveryMessages.zoneNotFound, {
        defaultZoneId: deliveryMessages.zoneNotFound,
      });
    const fee = input.codFee;
    await tx
      .update(shopSettings)
      .set({
        freeDeliveryThresholdPiastres:
          input.freeDeliveryThreshold === null ? null : egpToPiastres(input.freeDeliveryThreshold),
        codFeeKind: fee.kind,
        codFeePiastres: fee.kind === 'fixed' ? egpToPiastres(fee.amount) : 0,
        codFeeBasisPoints: fee.kind === 'percent' ? Math.round(fee.percent * 100) : 0,
        codFeeCapPiastres: fee.kind === 'percent' && fee.cap !== null ? egpToPiastres(fee.cap) : null,
        cutoffHour: input.cutoffHour,
        daysOff: [...input.daysOff].sort(),
        holidays: [...new Set(input.holidays)].sort(),
        defaultZoneId: input.defaultZoneId,
        shopName: input.shopName,
        shopAddress: input.shopAddress,
        taxRegistrationNumber: input.taxRegistrationNumber,
        vatBasisPoints: input.vatRate === null ? null : Math.round(input.vatRate * 100),
        updatedAt: new Date(),
      })
      .where(eq(shopSettings.id, 1));
    const before = settingsDto(config.settings);
    const after = settingsDto((await loadDeliveryConfig(tx)).settings);
    await recordAudit(tx, actor, {
      action: 'delivery.settings',
      entity: 'delivery',
      entityId: 'settings',
      before,
      after,
    });
    return after;
  });
}
