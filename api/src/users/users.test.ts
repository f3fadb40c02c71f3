import { USER_MESSAGES } from 'shared-contracts';
import { CUSTOMER, createTestApp, DATABASES, type TestApp } from '../test/test-app.js';

describe.each(DATABASES)('users on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await t.registerCustomer('meera')).token;
  });
  afterAll(() => t.close());

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
      const email = await t.request('PUT', '/users/profile', { token, json: { email: 'customer@example.com' } });
      expect(email.status).toBe(409);
      expect(email.body).toEqual({ message: USER_MESSAGES.emailTaken });
      const username = await t.request('PUT', '/users/profile', { token, json: { username: 'Customer' } });
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

    it('leaves other accounts alone', async () => {
      await t.login(CUSTOMER);
    });
  });
});
