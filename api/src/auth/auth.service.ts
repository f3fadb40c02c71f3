/** Registration, login and the forgot-password OTP flow (product rules §7, architecture §4). */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AUTH_SERVICE_MESSAGES, OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES, type User } from 'shared-contracts';
import type { LoginPayload, OtpRequestPayload, RegisterPayload, ResetPasswordPayload } from 'shared-contracts/schemas';
import type { AppContext } from '../context.js';
import { otps, users } from '../db/schema.js';
import { badRequest, HttpError, tooManyRequests, unauthorized } from '../lib/errors.js';
import { assertUnique, toUser } from '../users/users.service.js';
import { assertGoodPassword, assertNotCommon } from './password-policy.js';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords.js';

export async function register(ctx: AppContext, payload: RegisterPayload): Promise<User> {
  await assertGoodPassword(ctx.db, payload.password, payload);
  await assertUnique(ctx.db, { email: payload.email, username: payload.username });
  const passwordHash = await hashPassword(payload.password);
  const [row] = await ctx.db
    .insert(users)
    .values({
      username: payload.username,
      email: payload.email.toLowerCase(),
      passwordHash,
      firstName: payload.firstName,
      lastName: payload.lastName,
      mobile: payload.mobile ?? null,
      dob: payload.dob ?? null,
      // Whatever the body says: registration never creates an admin.
      userType: 'CUSTOMER',
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return toUser(row);
}

export async function login(ctx: AppContext, payload: LoginPayload): Promise<{ token: string; user: User }> {
  // Usernames are stored NFKC-normalised: a full-width `ａｓｈａ` is the same `asha`.
  const identifier = payload.identifier.trim().normalize('NFKC').toLowerCase();
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(identifier.includes('@') ? eq(users.email, identifier) : sql`lower(${users.username}) = ${identifier}`)
    .limit(1);
  // Counted per account (email and username alike), or per identifier when there is none, so the
  // pause looks the same for an account that does not exist. Checked before the password: a paused
  // account's answer must not tell whether the guess was right.
  const account = row ? `user:${row.id}` : `unknown:${identifier}`;
  const pausedMs = await ctx.loginThrottle.pausedFor(account);
  if (pausedMs > 0) {
    const minutes = Math.ceil(pausedMs / 60_000);
    throw tooManyRequests(AUTH_SERVICE_MESSAGES.accountLoginsPaused(minutes), Math.ceil(pausedMs / 1000));
  }
  const ok = await verifyPassword(payload.password, row?.passwordHash ?? (await DUMMY_HASH));
  if (!row || !ok) {
    await ctx.loginThrottle.count(account);
    throw unauthorized(AUTH_SERVICE_MESSAGES.badCredentials);
  }
  await ctx.loginThrottle.clear(account);
  const token = ctx.tokens.sign({ sub: row.id, role: row.userType, ver: row.tokenVersion });
  return { token, user: toUser(row) };
}

/**
 * Logout: every token issued so far stops working. Tokens are not stored, only the account's token
 * version, so this ends the account's other sessions too (docs/security.md).
 */
export async function endSessions(ctx: AppContext, userId: number): Promise<void> {
  await ctx.db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

function otpHash(secret: string, userId: number, code: string): string {
  return createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');
}

/**
 * Sends a fresh OTP when the email has an account. The answer is the same either way, and it
 * leaves before any of the work (the lookup, the new code, the mail): a registered email must not
 * answer later than an unknown one.
 */
export async function requestOtp(
  ctx: AppContext,
  payload: OtpRequestPayload,
  secret: string,
  log: FastifyBaseLogger,
): Promise<void> {
  void issueOtp(ctx, payload.email, secret).catch((error: unknown) => log.error({ err: error }, 'OTP request failed'));
}

/** The caps count per email, known or not: their answers must not tell who has an account. */
const resetKey = (email: string) => `email:${email.toLowerCase()}`;

async function issueOtp(ctx: AppContext, email: string, secret: string): Promise<void> {
  const requests = await ctx.resetCodeRequests.count(resetKey(email));
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  if (!user) return;
  const cap = ctx.config.resetCodes;
  if (requests > cap.max) {
    // Told once per window, at the first request past the cap: the owner learns someone is trying.
    if (requests === cap.max + 1) {
      const minutes = Math.round(cap.timeWindow / 60_000);
      const what = `More than ${cap.max} password reset codes were asked for within ${minutes} minutes; no more are sent until then.`;
      await ctx.mailer.send(capReachedMail(user, what));
    }
    return;
  }
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    // Only the newest code counts.
    await tx
      .update(otps)
      .set({ usedAt: now })
      .where(and(eq(otps.userId, user.id), isNull(otps.usedAt)));
    await tx.insert(otps).values({
      userId: user.id,
      codeHash: otpHash(secret, user.id, code),
      expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
    });
  });
  const text = [
    `Hello ${user.firstName},`,
    '',
    `Your one-time password to reset your password is ${code}.`,
    `It is valid for ${OTP_TTL_MINUTES} minutes and can be used once.`,
    '',
    'If you did not ask for it, you can ignore this email.',
  ].join('\n');
  // Delivery failures are kept in the outbox (mailer.ts).
  await ctx.mailer.send({ to: user.email, subject: 'Your password reset code', text });
}

/** Mails the owner that a cap of the reset flow was reached on their account. */
function capReachedMail(user: { email: string; firstName: string }, what: string) {
  const text = [
    `Hello ${user.firstName},`,
    '',
    what,
    'Your password has not changed.',
    '',
    'If it was not you, someone may be trying to take over your account: keep your password secret,',
    'and reply to this email if you need help.',
  ].join('\n');
  return { to: user.email, subject: 'Password reset attempts on your account', text };
}

/**
 * Sets a new password with the mailed code. Wrong codes are counted per email, known or not: after
 * RESET_FAILURES_MAX, every reset for that email waits until the window ends, whatever the code.
 */
export async function resetPassword(ctx: AppContext, payload: ResetPasswordPayload, secret: string): Promise<void> {
  const key = resetKey(payload.email);
  const pausedMs = await ctx.resetFailures.pausedFor(key);
  if (pausedMs > 0) {
    throw tooManyRequests(AUTH_SERVICE_MESSAGES.resetsPaused(Math.ceil(pausedMs / 60_000)), Math.ceil(pausedMs / 1000));
  }
  try {
    await resetWithCode(ctx, payload, secret);
  } catch (error) {
    if (error instanceof HttpError && error.message === AUTH_SERVICE_MESSAGES.otpInvalid) {
      await resetFailed(ctx, payload.email, key);
    }
    throw error;
  }
  await ctx.resetFailures.clear(key);
}

async function resetFailed(ctx: AppContext, email: string, key: string): Promise<void> {
  const failures = await ctx.resetFailures.count(key);
  const cap = ctx.config.resetFailures;
  if (failures !== cap.max) return;
  const [user] = await ctx.db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  if (!user) return;
  const minutes = Math.round(cap.timeWindow / 60_000);
  const what = `${cap.max} wrong password reset codes were tried within ${minutes} minutes; resets wait until then.`;
  await ctx.mailer.send(capReachedMail(user, what));
}

async function resetWithCode(ctx: AppContext, payload: ResetPasswordPayload, secret: string): Promise<void> {
  // Common passwords are refused before anything else: the answer is the same for every email.
  assertNotCommon(payload.newPassword);
  const [user] = await ctx.db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(eq(users.email, payload.email.toLowerCase()))
    .limit(1);
  if (!user) throw badRequest(AUTH_SERVICE_MESSAGES.otpInvalid);
  const now = new Date();
  const [otp] = await ctx.db
    .select()
    .from(otps)
    .where(and(eq(otps.userId, user.id), isNull(otps.usedAt), gt(otps.expiresAt, now)))
    .orderBy(desc(otps.id))
    .limit(1);
  if (!otp) throw badRequest(AUTH_SERVICE_MESSAGES.otpInvalid);
  // Every try takes one of the code's attempts before it is compared, in one conditional update:
  // guesses sent in parallel cannot all read the same count and get more tries than allowed.
  const tried = await ctx.db
    .update(otps)
    .set({ attempts: sql`${otps.attempts} + 1` })
    .where(and(eq(otps.id, otp.id), isNull(otps.usedAt), lt(otps.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ id: otps.id });
  if (tried.length === 0) throw badRequest(AUTH_SERVICE_MESSAGES.otpInvalid);
  const given = Buffer.from(otpHash(secret, user.id, payload.otp), 'hex');
  const expected = Buffer.from(otp.codeHash, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw badRequest(AUTH_SERVICE_MESSAGES.otpInvalid);
  }
  // Only the code's owner learns that the password is their own username or email.
  await assertGoodPassword(ctx.db, payload.newPassword, user);
  const passwordHash = await hashPassword(payload.newPassword);
  await ctx.db.transaction(async (tx) => {
    // Single use: only the request that marks it used may reset.
    const used = await tx
      .update(otps)
      .set({ usedAt: now })
      .where(and(eq(otps.id, otp.id), isNull(otps.usedAt)))
      .returning({ id: otps.id });
    if (used.length === 0) throw badRequest(AUTH_SERVICE_MESSAGES.otpInvalid);
    await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
      .where(eq(users.id, user.id));
  });
}
