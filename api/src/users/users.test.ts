import { LOGIN_FAILURES_MAX, USER_MESSAGES } from 'shared-contracts';
import { startSmtp, type TestSmtp } from '../test/smtp.js';
import { CUSTOMER, createTestApp, DATABASES, type TestApp } from '../test/test-app.js';

describe.each(DATABASES)('users on %s', (kind) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let token: string;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(kind, { config: { smtpUrl: smtp.url } });
    token = (await t.registerCustomer('meera')).token;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  describe('PUT /users/profile', () => {
    it('changes the given fields and returns the user', async () => {
      const response = await t.request('PUT', '/users/profile', {
        token,
        json: { firstName: 'Meera', lastName: 'Nair', mobile: '9123456780', dob: '1995-05-17', userType: 'ADMIN' },
      });
      expect(response.status).toBe(200);
      expect(response.body.user).toMatchObject({
        username: 'meera',
        firstName: 'Meera',
        lastName: 'Nair',
        mobile: '9123456780',
        dob: '1995-05-17',
        userType: 'CUSTOMER',
      });
      const me = await t.request('GET', '/auth/me', { token });
      expect(me.body.user.lastName).toBe('Nair');
    });

    it('refuses an email or username that belongs to someone else with 409', async () => {
      const currentPassword = 'Secret@12345';
      const email = await t.request('PUT', '/users/profile', {
        token,
        json: { email: 'customer@example.com', currentPassword },
      });
      expect(email.status).toBe(409);
      expect(email.body).toEqual({ message: USER_MESSAGES.emailTaken });
      const username = await t.request('PUT', '/users/profile', {
        token,
        json: { username: 'Customer', currentPassword },
      });
      expect(username.status).toBe(409);
      expect(username.body).toEqual({ message: USER_MESSAGES.usernameTaken });
      // Keeping your own is fine.
      expect((await t.request('PUT', '/users/profile', { token, json: { username: 'meera' } })).status).toBe(200);
    });

    it('answers 400 naming a bad field', async () => {
      const response = await t.request('PUT', '/users/profile', { token, json: { mobile: '12' } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Phone number must be 10 digits' });
      const blank = await t.request('PUT', '/users/profile', { token, json: { firstName: '  ' } });
      expect(blank.body).toEqual({ message: 'First name is required' });
    });

    it('needs a login', async () => {
      expect((await t.request('PUT', '/users/profile', { json: { firstName: 'x' } })).status).toBe(401);
    });

    it('changes the email only with the current password, tells the old address and ends other sessions', async () => {
      const { token: own } = await t.registerCustomer('kavya');
      const other = await t.login({ identifier: 'kavya', password: 'Secret@12345' });
      // A stolen token alone cannot move the account to another address.
      const bare = await t.request('PUT', '/users/profile', { token: own, json: { email: 'thief@example.com' } });
      expect(bare.status).toBe(400);
      expect(bare.body).toEqual({ message: USER_MESSAGES.currentPasswordNeeded });
      const wrong = await t.request('PUT', '/users/profile', {
        token: own,
        json: { email: 'thief@example.com', currentPassword: 'Guess@12345' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ message: USER_MESSAGES.wrongCurrentPassword });
      expect((await t.request('GET', '/auth/me', { token: own })).body.user.email).toBe('kavya@example.com');

      const notice = smtp.waitFor('kavya@example.com');
      const changed = await t.request('PUT', '/users/profile', {
        token: own,
        json: { email: 'kavya.new@example.com', currentPassword: 'Secret@12345' },
      });
      expect(changed.status).toBe(200);
      expect(changed.body.user.email).toBe('kavya.new@example.com');
      expect((await notice).raw).toContain('kavya.new@example.com');
      // The other session (and the token used) ends; the caller goes on with the new token.
      expect((await t.request('GET', '/auth/me', { token: other })).status).toBe(401);
      expect((await t.request('GET', '/auth/me', { token: own })).status).toBe(401);
      expect((await t.request('GET', '/auth/me', { token: changed.body.token })).status).toBe(200);
    });

    it('changes the username only with the current password; other fields need none', async () => {
      const { token: own } = await t.registerCustomer('ishaan');
      const bare = await t.request('PUT', '/users/profile', { token: own, json: { username: 'ishaan2' } });
      expect(bare.body).toEqual({ message: USER_MESSAGES.currentPasswordNeeded });
      const notice = smtp.waitFor('ishaan@example.com');
      const changed = await t.request('PUT', '/users/profile', {
        token: own,
        json: { username: 'ishaan2', currentPassword: 'Secret@12345' },
      });
      expect(changed.status).toBe(200);
      expect((await notice).raw).toContain('ishaan2');
      const names = await t.request('PUT', '/users/profile', {
        token: changed.body.token,
        json: { firstName: 'Ishaan', username: 'ishaan2', email: 'ishaan@example.com' },
      });
      expect(names.status).toBe(200);
      expect(names.body.token).toBeUndefined();
    });
  });

  describe('PUT /users/change-password', () => {
    it('checks the current password', async () => {
      const response = await t.request('PUT', '/users/change-password', {
        token,
        json: { currentPassword: 'Wrong@12345', newPassword: 'Newer@12345' },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: USER_MESSAGES.wrongCurrentPassword });
    });

    it('needs both fields', async () => {
      const response = await t.request('PUT', '/users/change-password', {
        token,
        json: { newPassword: 'Newer@12345' },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Current password is required' });
    });

    it('changes the password: the new one logs in, the old one no longer does', async () => {
      const response = await t.request('PUT', '/users/change-password', {
        token,
        json: { currentPassword: 'Secret@12345', newPassword: 'Newer@12345' },
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: USER_MESSAGES.passwordChanged, token: expect.any(String) });
      expect(
        (await t.request('POST', '/auth/login', { json: { identifier: 'meera', password: 'Secret@12345' } })).status,
      ).toBe(401);
      await t.login({ identifier: 'meera', password: 'Newer@12345' });
      // Every session from before ends (a stolen token with it); the one in use goes on with the new token.
      expect((await t.request('GET', '/auth/me', { token })).status).toBe(401);
      expect((await t.request('GET', '/auth/me', { token: response.body.token })).status).toBe(200);
    });

    it(`counts wrong current passwords with failed logins: after ${LOGIN_FAILURES_MAX}, a pause`, async () => {
      const { token: own } = await t.registerCustomer('rohan');
      const attempt = (currentPassword: string) =>
        t.request('PUT', '/users/change-password', {
          token: own,
          json: { currentPassword, newPassword: 'Newer@12345' },
        });
      for (let i = 0; i < LOGIN_FAILURES_MAX; i++) expect((await attempt(`Guess@${i}1234`)).status).toBe(400);
      // Even the right password waits now, and so do logins to the account.
      const paused = await attempt('Secret@12345');
      expect(paused.status).toBe(429);
      expect(paused.body.message).toMatch(/^Too many wrong passwords for this account; try again in \d+ minutes?$/);
      expect(
        (await t.request('POST', '/auth/login', { json: { identifier: 'rohan', password: 'Secret@12345' } })).status,
      ).toBe(429);
    });

    it('leaves other accounts alone', async () => {
      await t.login(CUSTOMER);
    });
  });
});

describe('password checks per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      config: { rateLimits: { ...limits(1000), passwordCheck: { max: 3, timeWindow: 60_000 } } },
    });
  });
  afterAll(() => t.close());

  it('limits the password changes one address may try, whatever the account', async () => {
    const statuses: number[] = [];
    for (const name of ['anu', 'bala', 'chitra', 'dev']) {
      const { token } = await t.registerCustomer(name);
      const response = await t.request('PUT', '/users/change-password', {
        token,
        json: { currentPassword: 'Guess@12345', newPassword: 'Newer@12345' },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});

function limits(max: number) {
  const limit = { max, timeWindow: 60_000 };
  return { login: limit, register: limit, otp: limit, passwordCheck: limit };
}
