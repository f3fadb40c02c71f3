/** A user's own delivery addresses; exactly one of them is the default. */
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { ADDRESS_MESSAGES, type Address, MESSAGES } from 'shared-contracts';
import type { AddressPayload } from 'shared-contracts/schemas';
import type { Db } from '../db/database.js';
import { addresses } from '../db/schema.js';
import { badRequest, notFound } from '../lib/errors.js';

type Row = typeof addresses.$inferSelect;

export function toAddress(row: Row): Address {
  return {
    id: row.id,
    userId: row.userId,
    fullName: row.fullName,
    mobile: row.mobile,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    landmark: row.landmark,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    isDefault: row.isDefault,
  };
}

export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.id));
  return rows.map(toAddress);
}

export async function createAddress(db: Db, userId: number, payload: AddressPayload): Promise<Address> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .limit(1);
    // The first address is the default; a new one marked default takes over.
    const isDefault = !existing || payload.isDefault === true;
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
        fullName: payload.fullName,
        mobile: payload.mobile,
        addressLine1: payload.addressLine1,
        addressLine2: payload.addressLine2 ?? null,
        landmark: payload.landmark ?? null,
        city: payload.city,
        state: payload.state,
        postalCode: payload.postalCode,
        isDefault,
      })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    return toAddress(row);
  });
}

export async function updateAddress(
  db: Db,
  userId: number,
  id: number,
  payload: Partial<AddressPayload>,
): Promise<Address> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .limit(1);
    if (!current) throw notFound(ADDRESS_MESSAGES.notFound);
    if (payload.isDefault === true && !current.isDefault) {
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.userId, userId), ne(addresses.id, id), eq(addresses.isDefault, true)));
    }
    const [row] = await tx
      .update(addresses)
      .set({
        fullName: payload.fullName ?? current.fullName,
        mobile: payload.mobile ?? current.mobile,
        addressLine1: payload.addressLine1 ?? current.addressLine1,
        addressLine2: payload.addressLine2 === undefined ? current.addressLine2 : payload.addressLine2,
        landmark: payload.landmark === undefined ? current.landmark : payload.landmark,
        city: payload.city ?? current.city,
        state: payload.state ?? current.state,
        postalCode: payload.postalCode ?? current.postalCode,
        // The default stays the default until another address takes over.
        isDefault: current.isDefault || payload.isDefault === true,
        updatedAt: new Date(),
      })
      .where(eq(addresses.id, id))
      .returning();
    if (!row) throw notFound(ADDRESS_MESSAGES.notFound);
    return toAddress(row);
  });
}

export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  const [current] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .limit(1);
  if (!current) throw notFound(ADDRESS_MESSAGES.notFound);
  if (current.isDefault) throw badRequest(MESSAGES.defaultAddressDelete);
  await db.delete(addresses).where(eq(addresses.id, id));
}
