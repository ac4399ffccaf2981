import { and, eq, isNull } from 'drizzle-orm';
import { addressMessages, type AddressDto, type AddressFields } from '@atlas/shared/contract/addresses';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { matchGovernorate } from '@atlas/shared/rules/governorate-match';
import { AppError } from '../lib/app-error';
import type { Db } from './client';
import { addresses } from './schema/index';

type AddressRow = typeof addresses.$inferSelect;

export const toAddressDto = (row: AddressRow): AddressDto => ({
  id: row.id,
  street: row.street,
  city: row.city,
  state: row.state,
  zipCode: row.zipCode,
  country: row.country,
  governorate: row.governorate,
  isDefault: row.isDefault,
});

/** Inside a transaction that holds the user's lock: saves an address, making it the only default if asked. */
export async function insertAddress(
  tx: Db,
  userId: number,
  fields: AddressFields,
  isDefault: boolean,
): Promise<AddressDto> {
  if (isDefault) {
    await tx
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
  }
  const [row] = await tx
    .insert(addresses)
    .values({
      userId,
      ...fields,
      governorate: fields.governorate ?? matchGovernorate(fields.state, fields.city),
      isDefault,
    })
    .returning();
  return toAddressDto(row!);
}

/** A saved address of this user, for an order; 404 'Selected address not found.' otherwise. */
export async function findUserAddress(db: Db, userId: number, addressId: number): Promise<AddressDto> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  if (!row) throw new AppError(ErrorCode.addressNotFound, 404, addressMessages.notFound);
  return toAddressDto(row);
}

/**
 * Gives addresses saved before governorates were asked the governorate their state or city
 * names, where exactly one is named; the rest stay unknown and the checkout asks for them.
 * Idempotent: runs after every migration (a restored older backup too).
 */
export async function mapAddressGovernorates(db: Db): Promise<number> {
  const unknown = await db
    .select({ id: addresses.id, state: addresses.state, city: addresses.city })
    .from(addresses)
    .where(isNull(addresses.governorate));
  let mapped = 0;
  for (const row of unknown) {
    const governorate = matchGovernorate(row.state, row.city);
    if (!governorate) continue;
    await db.update(addresses).set({ governorate }).where(eq(addresses.id, row.id));
    mapped++;
  }
  return mapped;
}
