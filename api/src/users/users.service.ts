/** Accounts: the public view of a user, profile changes and password changes. */

import { and, eq, ne, sql } from 'drizzle-orm';
import type { Role, User } from 'shared-contracts';
import { USER_MESSAGES } from 'shared-contracts';
import type { ChangePasswordPayload, ProfileUpdatePayload } from 'shared-contracts/schemas';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import type { Db, Executor } from '../db/database.js';
import { users } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../lib/errors.js';

export type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    mobile: row.mobile,
    firstName: row.firstName,
    lastName: row.lastName,
    dob: row.dob,
    userType: row.userType,
  };
}

export async function findUserById(db: Executor, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound(USER_MESSAGES.notFound);
  return row;
}

/** 409 when the email or username belongs to another account. */
export async function assertUnique(
  db: Executor,
  fields: { email?: string | undefined; username?: string | undefined },
  exceptId?: number,
): Promise<void> {
  const other = exceptId === undefined ? undefined : ne(users.id, exceptId);
  if (fields.email) {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, fields.email.toLowerCase()), other))
      .limit(1);
    if (row) throw conflict(USER_MESSAGES.emailTaken);
  }
  if (fields.username) {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.username}) = lower(${fields.username})`, other))
      .limit(1);
    if (row) throw conflict(USER_MESSAGES.usernameTaken);
  }
}

export async function updateProfile(db: Db, userId: number, payload: ProfileUpdatePayload): Promise<User> {
  await findUserById(db, userId);
  await assertUnique(db, { email: payload.email, username: payload.username }, userId);
  const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (payload.username !== undefined) changes.username = payload.username;
  if (payload.email !== undefined) changes.email = payload.email.toLowerCase();
  if (payload.firstName !== undefined) changes.firstName = payload.firstName;
  if (payload.lastName !== undefined) changes.lastName = payload.lastName;
  if (payload.mobile !== undefined) changes.mobile = payload.mobile;
  if (payload.dob !== undefined) changes.dob = payload.dob;
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  if (!row) throw notFound(USER_MESSAGES.notFound);
  return toUser(row);
}

/** Changes the password and ends every session: returns what the caller's new token is signed with. */
export async function changePassword(
  db: Db,
  userId: number,
  payload: ChangePasswordPayload,
): Promise<{ role: Role; tokenVersion: number }> {
  const row = await findUserById(db, userId);
  if (!(await verifyPassword(payload.currentPassword, row.passwordHash))) {
    throw badRequest(USER_MESSAGES.wrongCurrentPassword);
  }
  if (payload.currentPassword === payload.newPassword) {
    throw badRequest(USER_MESSAGES.samePassword);
  }
  const passwordHash = await hashPassword(payload.newPassword);
  // A stolen token must not outlive the password it was issued under.
  const [changed] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ role: users.userType, tokenVersion: users.tokenVersion });
  if (!changed) throw notFound(USER_MESSAGES.notFound);
  return changed;
}
