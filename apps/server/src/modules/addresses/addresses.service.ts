import { and, asc, desc, eq } from 'drizzle-orm';
import { addressMessages, type AddressDto, type AddressInput } from '@atlas/shared/contract/addresses';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import type { Db } from '../../db/client';
import { insertAddress, toAddressDto } from '../../db/addresses';
import { lockUser } from '../../db/locks';
import { addresses, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

export async function listAddresses(db: Db, userId: number): Promise<AddressDto[]> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError(ErrorCode.notFound, 404, 'User not found');
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.id));
  return rows.map(toAddressDto);
}

export async function createAddress(db: Db, userId: number, input: AddressInput): Promise<AddressDto> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const { isDefault, ...fields } = input;
    return insertAddress(tx, userId, fields, isDefault);
  });
}

/** Makes one address the default; the user's row lock serialises concurrent calls. */
export async function setDefaultAddress(db: Db, userId: number, addressId: number): Promise<AddressDto[]> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [address] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
    if (!address) throw new AppError(ErrorCode.addressNotFound, 404, addressMessages.notFound);
    await tx
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
    await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, addressId));
  });
  return listAddresses(db, userId);
}

/** Sets the governorate of a saved address (the checkout asks for it on an older one). */
export async function setAddressGovernorate(
  db: Db,
  userId: number,
  addressId: number,
  governorate: string,
): Promise<AddressDto> {
  const [row] = await db
    .update(addresses)
    .set({ governorate })
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning();
  if (!row) throw new AppError(ErrorCode.addressNotFound, 404, addressMessages.notFound);
  return toAddressDto(row);
}
