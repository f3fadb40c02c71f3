import { eq } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  AUTH_SERVICE_MESSAGES,
  OTP_MAX_ATTEMPTS,
  PASSWORD_MESSAGES,
  SESSION_IDLE_MINUTES,
} from 'shared-contracts';
import { company, otps, users } from '../db/schema.js';
import { type CaughtMail, otpIn, startSmtp, type TestSmtp } from '../test/smtp.js';
import { ADMIN, CUSTOMER, createTestApp, DATABASES, type TestApp } from '../test/test-app.js';

const newUser = {
  username: 'ravi',
  email: 'Ravi@Example.com',
  password: 'Secret@123',
  firstName: 'ravi',
  lastName: 'ravi',
  mobile: '9876543210',
  dob: '2000-01-01',
};

describe.each(DATABASES)('auth on %s', (kind) => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(kind, { config: { smtpUrl: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  describe('register', () => {
    it('creates a customer even when the body asks for an admin, and never returns the password', async () => {
      const response = await t.request('POST', '/auth/register', {
        json: { ...newUser, userType: 'ADMIN', passwordHash: 'x', tokenVersion: 9 },
      });
      expect(response.status).toBe(201);
      expect(response.body.message).toBe(AUTH_SERVICE_MESSAGES.registered);
      expect(response.body.user).toEqual({
        id: expect.any(Number),
        username: 'ravi',
        email: 'ravi@example.com',
        mobile: '9876543210',
        firstName: 'ravi',
        lastName: 'ravi',
        dob: '2000-01-01',
        userType: 'CUSTOMER',
      });
      const [row] = await t.ctx.db.select().from(users).where(eq(users.email, 'ravi@example.com'));
      expect(row?.userType).toBe('CUSTOMER');
      expect(row?.tokenVersion).toBe(0);
      expect(row?.passwordHash).toMatch(/^scrypt\$/);
    });

    it('refuses a taken email or username with 409', async () => {
      const email = await t.request('POST', '/auth/register', { json: { ...newUser, username: 'other' } });
      expect(email.status).toBe(409);
      expect(email.body).toEqual({ message: 'An account with this email already exists' });
      const username = await t.request('POST', '/auth/register', {
        json: { ...newUser, username: 'RAVI', email: 'someone@example.com' },
      });
      expect(username.status).toBe(409);
      expect(username.body).toEqual({ message: 'This username is already taken' });
    });

    it.each([
      [{ ...newUser, email: 'not-an-email' }, 'Enter a valid email address'],
      [{ ...newUser, password: 'short' }, 'Password must be at least 8 characters'],
      [{ ...newUser, username: undefined }, 'Username is required'],
      [{ ...newUser, mobile: '12345' }, 'Phone number must be 10 digits'],
      [{ ...newUser, dob: 'yesterday' }, 'Date of birth must be a date (YYYY-MM-DD)'],
    ])('answers 400 naming the bad field (%#)', async (body, message) => {
      const response = await t.request('POST', '/auth/register', { json: body });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
    });

    it('answers 400 for a body that is not JSON', async () => {
      const response = await t.request('POST', '/auth/register', {
        headers: { 'content-type': 'application/json' },
        form: undefined,
        json: undefined,
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
      const broken = await fetch(`${t.baseUrl}/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"username":',
      });
      expect(broken.status).toBe(400);
      expect(await broken.json()).toEqual({ message: 'Request body is not valid JSON' });
    });
  });

  describe('login and me', () => {
    it('logs in with the email or the username and returns the token and user', async () => {
      const byEmail = await t.request('POST', '/auth/login', { json: CUSTOMER });
      expect(byEmail.status).toBe(200);
      expect(byEmail.body.token).toEqual(expect.any(String));
      expect(byEmail.body.user).toMatchObject({ email: 'customer@example.com', userType: 'CUSTOMER' });
      const byUsername = await t.request('POST', '/auth/login', {
        json: { identifier: 'Admin', password: ADMIN.password },
      });
      expect(byUsername.status).toBe(200);
      expect(byUsername.body.user.userType).toBe('ADMIN');
    });

    it('gives the same 401 for a wrong password and an unknown account', async () => {
      const wrong = await t.request('POST', '/auth/login', { json: { ...CUSTOMER, password: 'Wrong@12345' } });
      const unknown = await t.request('POST', '/auth/login', {
        json: { identifier: 'nobody@example.com', password: 'Wrong@12345' },
      });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({ message: AUTH_SERVICE_MESSAGES.badCredentials });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('needs an identifier and a password', async () => {
      const response = await t.request('POST', '/auth/login', { json: { identifier: '', password: 'x' } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Email or username is required' });
    });

    it('GET /auth/me returns the caller', async () => {
      const token = await t.login(CUSTOMER);
      const response = await t.request('GET', '/auth/me', { token });
      expect(response.status).toBe(200);
      expect(response.body.user).toMatchObject({ username: 'customer', userType: 'CUSTOMER' });
    });

    it('GET /auth/me refuses a missing, forged or unsigned token with 401', async () => {
      expect((await t.request('GET', '/auth/me')).body).toEqual({ message: AUTH_MESSAGES.loginRequired });
      const token = await t.login(CUSTOMER);
      const [header, payload] = token.split('.');
      const forgedPayload = Buffer.from(JSON.stringify({ sub: '1', role: 'ADMIN', ver: 0 })).toString('base64url');
      const forged = `${header}.${forgedPayload}.${token.split('.')[2]}`;
      const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
      for (const bad of [forged, none, 'garbage']) {
        const response = await t.request('GET', '/auth/me', { token: bad });
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ message: AUTH_MESSAGES.sessionExpired });
      }
    });

    it('refuses look-alike usernames, and knows a full-width one as the plain name', async () => {
      const lookAlike = await t.request('POST', '/auth/register', {
        json: { ...newUser, username: '\u0430dmin', email: 'fake-admin@example.com' },
      });
      expect(lookAlike.status).toBe(400);
      expect(lookAlike.body).toEqual({ message: 'Username must use the letters of one alphabet only' });
      const wide = await t.request('POST', '/auth/login', {
        json: { identifier: 'ｃｕｓｔｏｍｅｒ', password: CUSTOMER.password },
      });
      expect(wide.status).toBe(200);
    });

    it('POST /auth/logout ends the token it is called with, on the server', async () => {
      const token = await t.login(CUSTOMER);
      const response = await t.request('POST', '/auth/logout', { token });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: AUTH_SERVICE_MESSAGES.loggedOut });
      // A copy of the token kept anywhere is worth nothing now, for reads and for the cart alike.
      expect((await t.request('GET', '/auth/me', { token })).status).toBe(401);
      expect((await t.request('GET', '/cart', { token })).status).toBe(401);
      expect((await t.request('POST', '/auth/logout', { token })).status).toBe(401);
      await t.login(CUSTOMER);
    });

    it('POST /auth/renew gives a fresh token for the same session', async () => {
      const token = await t.login(CUSTOMER);
      const response = await t.request('POST', '/auth/renew', { token });
      expect(response.status).toBe(200);
      const claims = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1] as string, 'base64url').toString());
      expect(claims(response.body.token).sst).toBe(claims(token).sst);
      expect(claims(response.body.token).exp - claims(response.body.token).iat).toBe(SESSION_IDLE_MINUTES * 60);
      expect((await t.request('GET', '/auth/me', { token: response.body.token })).status).toBe(200);
      expect((await t.request('POST', '/auth/renew')).status).toBe(401);
    });

    it('no cache may keep an answer to a request that carries a token', async () => {
      const token = await t.login(CUSTOMER);
      for (const url of ['/auth/me', '/orders/my-orders', '/cart', '/products', '/categories']) {
        const response = await t.request('GET', url, { token });
        expect([url, response.headers.get('cache-control')]).toEqual([url, 'no-store']);
      }
      // A refused token too: the 401 says who is not logged in.
      expect((await t.request('GET', '/auth/me', { token: 'garbage' })).headers.get('cache-control')).toBe('no-store');
    });
  });

  describe('forgot password', () => {
    const requestOtp = (email: string) => t.request('POST', '/auth/forgot-password/request-otp', { json: { email } });
    const reset = (otp: string, newPassword = 'Fresh@12345') =>
      t.request('POST', '/auth/forgot-password/reset', {
        json: { email: 'customer@example.com', otp, newPassword },
      });

    it('answers the same whether or not the email has an account', async () => {
      const unknown = await requestOtp('nobody@example.com');
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual({ message: AUTH_SERVICE_MESSAGES.otpSent });
      const mail = smtp.waitFor('customer@example.com');
      const known = await requestOtp('customer@example.com');
      expect(known.body).toEqual(unknown.body);
      await mail;
      expect(smtp.mails.some((m) => m.to.includes('nobody@example.com'))).toBe(false);
    });

    it('answers a registered email before any of its database work, so the timing tells nothing either', async () => {
      // Hold every transaction (the fresh code's) until the answer is in.
      const db = t.ctx.db;
      const transaction = db.transaction.bind(db);
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      db.transaction = (async (...args: Parameters<typeof transaction>) => {
        await held;
        return transaction(...args);
      }) as typeof transaction;
      try {
        const mail = smtp.waitFor('customer@example.com');
        const answer = await Promise.race([
          requestOtp('customer@example.com'),
          new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 2_000)),
        ]);
        expect(answer).not.toBe('waited');
        release();
        await mail;
      } finally {
        release();
        db.transaction = transaction;
      }
    });

    it('mails a 6-digit code that resets the password once and ends older sessions', async () => {
      const oldToken = await t.login(CUSTOMER);
      const mailed = smtp.waitFor('customer@example.com');
      await requestOtp('customer@example.com');
      const mail: CaughtMail = await mailed;
      const otp = otpIn(mail);
      expect(otp).toMatch(/^\d{6}$/);
      const [stored] = await t.ctx.db.select().from(otps).orderBy(otps.id);
      expect(JSON.stringify(stored)).not.toContain(otp); // only a hash is kept

      const done = await reset(otp);
      expect(done.status).toBe(200);
      expect(done.body).toEqual({ message: AUTH_SERVICE_MESSAGES.passwordReset });
      expect((await reset(otp, 'Other@12345')).status).toBe(400); // single use
      expect((await t.request('GET', '/auth/me', { token: oldToken })).status).toBe(401);
      expect((await t.request('POST', '/auth/login', { json: CUSTOMER })).status).toBe(401);
      await t.login({ identifier: CUSTOMER.identifier, password: 'Fresh@12345' });
      // Put the password back for the other tests.
      const again = smtp.waitFor('customer@example.com');
      await requestOtp('customer@example.com');
      expect((await reset(otpIn(await again), CUSTOMER.password)).status).toBe(200);
    });

    it(`allows ${OTP_MAX_ATTEMPTS} tries, then the code is spent`, async () => {
      const mailed = smtp.waitFor('customer@example.com');
      await requestOtp('customer@example.com');
      const otp = otpIn(await mailed);
      const wrong = otp === '000000' ? '111111' : '000000';
      for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) {
        const response = await reset(wrong);
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ message: AUTH_SERVICE_MESSAGES.otpInvalid });
      }
      expect((await reset(otp)).status).toBe(400);
    });

    it(`counts ${OTP_MAX_ATTEMPTS} wrong tries sent at once as ${OTP_MAX_ATTEMPTS}, then the code is spent`, async () => {
      const mailed = smtp.waitFor('customer@example.com');
      await requestOtp('customer@example.com');
      const otp = otpIn(await mailed);
      const wrong = otp === '000000' ? '111111' : '000000';
      const tries = await Promise.all(Array.from({ length: OTP_MAX_ATTEMPTS }, () => reset(wrong)));
      expect(tries.map((response) => response.status)).toEqual(Array(OTP_MAX_ATTEMPTS).fill(400));
      expect((await reset(otp)).status).toBe(400);
    });

    it('refuses an expired code and a code for an unknown email alike', async () => {
      const mailed = smtp.waitFor('customer@example.com');
      await requestOtp('customer@example.com');
      const otp = otpIn(await mailed);
      await t.ctx.db.update(otps).set({ expiresAt: new Date(Date.now() - 1000) });
      expect((await reset(otp)).body).toEqual({ message: AUTH_SERVICE_MESSAGES.otpInvalid });
      const unknown = await t.request('POST', '/auth/forgot-password/reset', {
        json: { email: 'nobody@example.com', otp, newPassword: 'Fresh@12345' },
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toEqual({ message: AUTH_SERVICE_MESSAGES.otpInvalid });
    });

    it('checks the shape of the OTP and the new password', async () => {
      expect((await reset('12ab56')).body).toEqual({ message: 'OTP must be 6 digits' });
      expect((await reset('123456', 'short')).body).toEqual({ message: 'Password must be at least 8 characters' });
    });
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    const limit = { max: 3, timeWindow: 60_000 };
    t = await createTestApp('pglite', {
      config: { rateLimits: { login: limit, register: limit, otp: limit, passwordCheck: limit } },
    });
  });
  afterAll(() => t.close());

  it.each([
    ['/auth/login', { identifier: 'x@example.com', password: 'nope' }],
    ['/auth/register', { username: 'x' }],
    ['/auth/forgot-password/request-otp', { email: 'x@example.com' }],
  ])('answers 429 with a message after too many calls to %s', async (url, json) => {
    for (let i = 0; i < 3; i++) expect((await t.request('POST', url, { json })).status).not.toBe(429);
    const limited = await t.request('POST', url, { json });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many attempts; try again in/);
  });
});

describe('failed logins per account', () => {
  const MAX = 3;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { config: { loginFailures: { max: MAX, timeWindow: 60_000 } } });
  });
  afterAll(() => t.close());

  /** A login from its own address: the per-address limit never sees two of them. */
  let address = 0;
  const loginFrom = (identifier: string, password: string) =>
    t.request('POST', '/auth/login', {
      json: { identifier, password },
      headers: { 'x-forwarded-for': `203.0.113.${++address}` },
    });

  it(`pause an account's logins after ${MAX} failures from any addresses, even with the right password`, async () => {
    for (let i = 0; i < MAX; i++) expect((await loginFrom(CUSTOMER.identifier, 'Wrong@12345')).status).toBe(401);
    const paused = await loginFrom(CUSTOMER.identifier, CUSTOMER.password);
    expect(paused.status).toBe(429);
    expect(paused.body).toEqual({ message: AUTH_SERVICE_MESSAGES.accountLoginsPaused(1) });
    expect(paused.body.message).toBe('Too many failed logins for this account; try again in 1 minute');
    expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The username names the same account.
    expect((await loginFrom('customer', CUSTOMER.password)).status).toBe(429);
    // Other accounts are not affected.
    expect((await loginFrom(ADMIN.identifier, ADMIN.password)).status).toBe(200);
  });

  it('count an unknown identifier the same way, so a pause tells nothing about who has an account', async () => {
    for (let i = 0; i < MAX; i++) expect((await loginFrom('nobody@example.com', 'Wrong@12345')).status).toBe(401);
    expect((await loginFrom('nobody@example.com', 'Wrong@12345')).body).toEqual({
      message: AUTH_SERVICE_MESSAGES.accountLoginsPaused(1),
    });
  });

  it('start counting again after a successful login', async () => {
    for (let i = 0; i < MAX - 1; i++) expect((await loginFrom(ADMIN.identifier, 'Wrong@12345')).status).toBe(401);
    expect((await loginFrom(ADMIN.identifier, ADMIN.password)).status).toBe(200);
    for (let i = 0; i < MAX - 1; i++) expect((await loginFrom(ADMIN.identifier, 'Wrong@12345')).status).toBe(401);
    expect((await loginFrom(ADMIN.identifier, ADMIN.password)).status).toBe(200);
  });
});

describe('a token and the role it was issued with', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('an admin whose role is taken away loses admin rights at once, whatever the token says', async () => {
    const token = await t.login(ADMIN);
    expect((await t.request('DELETE', '/products/999999', { token })).status).toBe(404);
    await t.ctx.db.update(users).set({ userType: 'CUSTOMER' }).where(eq(users.email, ADMIN.identifier));
    const refused = await t.request('DELETE', '/products/999999', { token });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: AUTH_MESSAGES.adminOnly });
    // The role as it is now decides the customers' routes too: with the same token, a cart is theirs now.
    expect((await t.request('GET', '/cart', { token })).status).toBe(200);
  });
});

describe.each(DATABASES)('reset caps per email on %s', (kind) => {
  const CODES_MAX = 3;
  const FAILURES_MAX = 4;
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(kind, {
      config: {
        smtpUrl: smtp.url,
        resetCodes: { max: CODES_MAX, timeWindow: 60 * 60_000 },
        resetFailures: { max: FAILURES_MAX, timeWindow: 60 * 60_000 },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  const requestOtp = (email: string) => t.request('POST', '/auth/forgot-password/request-otp', { json: { email } });
  const reset = (email: string, otp: string) =>
    t.request('POST', '/auth/forgot-password/reset', { json: { email, otp, newPassword: 'Fresh@12345' } });
  const settled = () => new Promise((resolve) => setTimeout(resolve, 300));

  it(`mails at most ${CODES_MAX} codes an hour, then one notice; the answers never change`, async () => {
    await t.registerCustomer('neha');
    for (let i = 0; i < CODES_MAX; i++) {
      const mailed = smtp.waitFor('neha@example.com');
      expect((await requestOtp('neha@example.com')).body).toEqual({ message: AUTH_SERVICE_MESSAGES.otpSent });
      otpIn(await mailed);
    }
    const notice = smtp.waitFor('neha@example.com');
    for (let i = 0; i < 3; i++) {
      const answer = await requestOtp('neha@example.com');
      expect([answer.status, answer.body]).toEqual([200, { message: AUTH_SERVICE_MESSAGES.otpSent }]);
    }
    const mail = await notice;
    expect(mail.raw).toContain('password reset codes were asked for');
    expect(() => otpIn(mail)).toThrow();
    await settled();
    // Three codes and one notice, nothing more.
    expect(smtp.mails.filter((m) => m.to.includes('neha@example.com'))).toHaveLength(CODES_MAX + 1);
    // An unknown email answers the same, past the cap too.
    for (let i = 0; i <= CODES_MAX; i++) {
      expect((await requestOtp('nobody@example.com')).body).toEqual({ message: AUTH_SERVICE_MESSAGES.otpSent });
    }
  });

  it(`after ${FAILURES_MAX} wrong codes, resets wait (even with the right code), for unknown emails alike`, async () => {
    await t.registerCustomer('omar');
    const mailed = smtp.waitFor('omar@example.com');
    await requestOtp('omar@example.com');
    const otp = otpIn(await mailed);
    const wrong = otp === '000000' ? '111111' : '000000';
    // The code's own 5 tries are more than the cap: the cap is what stops here.
    const notice = smtp.waitFor('omar@example.com');
    for (let i = 0; i < FAILURES_MAX; i++) expect((await reset('omar@example.com', wrong)).status).toBe(400);
    expect((await notice).raw).toContain('wrong password reset codes were tried');
    const paused = await reset('omar@example.com', otp);
    expect(paused.status).toBe(429);
    expect(paused.body.message).toMatch(/^Too many wrong codes for this email; try again in \d+ minutes$/);

    for (let i = 0; i < FAILURES_MAX; i++) expect((await reset('ghost@example.com', wrong)).status).toBe(400);
    const ghost = await reset('ghost@example.com', wrong);
    expect([ghost.status, ghost.body.message]).toEqual([paused.status, paused.body.message]);
  });
});

describe.each(DATABASES)('guessable passwords on %s', (kind) => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(kind, { config: { smtpUrl: smtp.url } });
    await t.ctx.db.insert(company).values({
      id: 1,
      name: 'Volt Electronics',
      email: 'shop@example.com',
      phone: '9876543210',
      address: 'MG Road, Bengaluru',
      pincode: '560001',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  const register = (username: string, password: string) =>
    t.request('POST', '/auth/register', {
      json: { username, email: `${username}@example.com`, password, firstName: username, lastName: username },
    });

  it('registration refuses the most common passwords, whatever their case, and one or two characters repeated', async () => {
    for (const password of ['password', '12345678', 'aaaaaaaa', 'Password1', 'QWERTY123', 'abababab', 'iloveyou']) {
      const response = await register('tara', password);
      expect([password, response.status, response.body]).toEqual([
        password,
        400,
        { message: PASSWORD_MESSAGES.tooCommon },
      ]);
    }
    // The spec's own messages stay as they were.
    expect((await register('tara', 'short')).body).toEqual({ message: 'Password must be at least 8 characters' });
    expect((await register('tara', 'Tara@Mumbai-2026')).status).toBe(201);
  });

  it("registration refuses the user's own username or email, and the shop's name", async () => {
    for (const password of ['vikram.s', 'VIKRAM.S@example.com', 'VoltElectronics!', 'my-volt-electronics']) {
      const response = await register('vikram.s', password);
      expect([password, response.body]).toEqual([password, { message: PASSWORD_MESSAGES.personal }]);
    }
  });

  it('a reset and a password change refuse them too', async () => {
    const { token } = await t.registerCustomer('zoya');
    const change = await t.request('PUT', '/users/change-password', {
      token,
      json: { currentPassword: 'Secret@12345', newPassword: 'Password1' },
    });
    expect([change.status, change.body]).toEqual([400, { message: PASSWORD_MESSAGES.tooCommon }]);
    const own = await t.request('PUT', '/users/change-password', {
      token,
      json: { currentPassword: 'Secret@12345', newPassword: 'zoya@example.com' },
    });
    expect(own.body).toEqual({ message: PASSWORD_MESSAGES.personal });

    const mailed = smtp.waitFor('zoya@example.com');
    await t.request('POST', '/auth/forgot-password/request-otp', { json: { email: 'zoya@example.com' } });
    const otp = otpIn(await mailed);
    const reset = (newPassword: string) =>
      t.request('POST', '/auth/forgot-password/reset', { json: { email: 'zoya@example.com', otp, newPassword } });
    expect((await reset('12345678')).body).toEqual({ message: PASSWORD_MESSAGES.tooCommon });
    expect((await reset('Zoya')).body).toEqual({ message: 'Password must be at least 8 characters' });
    expect((await reset('Volt-Electronics-1')).body).toEqual({ message: PASSWORD_MESSAGES.personal });
    expect((await reset('Zoya@Pune-2026')).status).toBe(200);
  });
});
