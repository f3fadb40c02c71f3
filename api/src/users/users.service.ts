/** Accounts: the public view of a user, profile changes and password changes. */

import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Role, User } from 'shared-contracts';
import { USER_MESSAGES } from 'shared-contracts';
import type { ChangePasswordPayload, ProfileUpdatePayload } from 'shared-contracts/schemas';
import { assertGoodPassword } from '../auth/password-policy.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import type { AppContext } from '../context.js';
import type { Executor } from '../db/database.js';
import { users } from '../db/schema.js';
import { badRequest, conflict, notFound, tooManyRequests } from '../lib/errors.js';

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

/**
 * The caller's own password, checked before a change that could hand the account to someone else.
 * Wrong guesses count with failed logins for the same account (auth/login-throttle.ts): a stolen
 * token cannot be used to try passwords faster than the login form allows.
 */
async function checkCurrentPassword(ctx: AppContext, row: UserRow, password: string | undefined): Promise<void> {
  if (password === undefined) throw badRequest(USER_MESSAGES.currentPasswordNeeded);
  const account = `user:${row.id}`;
  const pausedMs = await ctx.loginThrottle.pausedFor(account);
  if (pausedMs > 0) {
    throw tooManyRequests(USER_MESSAGES.passwordChecksPaused(Math.ceil(pausedMs / 60_000)), Math.ceil(pausedMs / 1000));
  }
  if (!(await verifyPassword(password, row.passwordHash))) {
    await ctx.loginThrottle.count(account);
    throw badRequest(USER_MESSAGES.wrongCurrentPassword);
  }
}

/**
 * Changes the given fields. The email and the username lead to the account (login, password reset),
 * so changing either takes the current password, ends every other session, and tells the address
 * the account had: its owner learns of a change they did not make.
 */
export async function updateProfile(
  ctx: AppContext,
  userId: number,
  payload: ProfileUpdatePayload,
): Promise<{ user: User; tokenVersion?: number }> {
  const before = await findUserById(ctx.db, userId);
  const emailChanges = payload.email !== undefined && payload.email.toLowerCase() !== before.email;
  const usernameChanges = payload.username !== undefined && payload.username !== before.username;
  if (emailChanges || usernameChanges) await checkCurrentPassword(ctx, before, payload.currentPassword);
  await assertUnique(ctx.db, { email: payload.email, username: payload.username }, userId);
  const changes: PgUpdateSetSource<typeof users> = { updatedAt: new Date() };
  if (usernameChanges) changes.username = payload.username;
  if (emailChanges) changes.email = payload.email?.toLowerCase();
  if (payload.firstName !== undefined) changes.firstName = payload.firstName;
  if (payload.lastName !== undefined) changes.lastName = payload.lastName;
  if (payload.mobile !== undefined) changes.mobile = payload.mobile;
  if (payload.dob !== undefined) changes.dob = payload.dob;
  if (emailChanges || usernameChanges) changes.tokenVersion = sql`${users.tokenVersion} + 1`;
  const [row] = await ctx.db.update(users).set(changes).where(eq(users.id, userId)).returning();
  if (!row) throw notFound(USER_MESSAGES.notFound);
  if (!emailChanges && !usernameChanges) return { user: toUser(row) };
  await ctx.mailer.send(accountChangedMail(before, row));
  return { user: toUser(row), tokenVersion: row.tokenVersion };
}

/** The notice to the address the account had before the change. */
function accountChangedMail(before: UserRow, after: UserRow) {
  const changed = [
    before.email !== after.email ? `Its email is now ${after.email}.` : null,
    before.username !== after.username ? `Its username is now ${after.username}.` : null,
  ].filter((line) => line !== null);
  const text = [
    `Hello ${before.firstName},`,
    '',
    `The email or username of your store account (${before.email}) was just changed.`,
    ...changed,
    'Every other session of the account has been logged out.',
    '',
    'If you did not make this change, reply to this email at once so we can secure your account.',
  ].join('\n');
  return { to: before.email, subject: 'Your account details were changed', text };
}

/** Changes the password and ends every session: returns what the caller's new token is signed with. */
export async function changePassword(
  ctx: AppContext,
  userId: number,
  payload: ChangePasswordPayload,
): Promise<{ role: Role; tokenVersion: number }> {
  const row = await findUserById(ctx.db, userId);
  await checkCurrentPassword(ctx, row, payload.currentPassword);
  if (payload.currentPassword === payload.newPassword) {
    throw badRequest(USER_MESSAGES.samePassword);
  }
  await assertGoodPassword(ctx.db, payload.newPassword, row);
  const passwordHash = await hashPassword(payload.newPassword);
  // A stolen token must not outlive the password it was issued under.
  const [changed] = await ctx.db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ role: users.userType, tokenVersion: users.tokenVersion });
  if (!changed) throw notFound(USER_MESSAGES.notFound);
  await ctx.loginThrottle.clear(`user:${userId}`);
  return changed;
}
