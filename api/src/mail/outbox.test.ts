import { mailOutbox } from '../db/schema.js';
import { otpIn, startSmtp } from '../test/smtp.js';
import { ADMIN, CUSTOMER, createTestApp, type TestApp } from '../test/test-app.js';

type OutboxMail = { to: string; subject: string; text: string; sentAt: string | null };

describe('mail without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('keeps the OTP mail in the outbox, readable by an admin at /dev/outbox in development', async () => {
    await t.request('POST', '/auth/forgot-password/request-otp', { json: { email: 'customer@example.com' } });
    const token = await t.login(ADMIN);
    let mails: OutboxMail[] = [];
    for (let i = 0; i < 50 && mails.length === 0; i++) {
      mails = (await t.request('GET', '/dev/outbox', { token })).body.mails;
      if (mails.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'customer@example.com', subject: 'Your password reset code', sentAt: null });
    expect(mails[0]?.text).toMatch(/one-time password to reset your password is \d{6}/);
  });

  it('shows the outbox to nobody else: it holds other people’s reset codes', async () => {
    expect((await t.request('GET', '/dev/outbox')).status).toBe(401);
    const token = await t.login(CUSTOMER);
    expect((await t.request('GET', '/dev/outbox', { token })).status).toBe(403);
  });
});

describe('mail through SMTP', () => {
  it('keeps who got what and when, but not the text of a delivered mail', async () => {
    const smtp = await startSmtp();
    const t = await createTestApp('pglite', { config: { smtpUrl: smtp.url } });
    try {
      const mailed = smtp.waitFor('customer@example.com');
      await t.request('POST', '/auth/forgot-password/request-otp', { json: { email: 'customer@example.com' } });
      expect(otpIn(await mailed)).toMatch(/^\d{6}$/);
      let [kept] = await t.ctx.db.select().from(mailOutbox);
      for (let i = 0; i < 50 && !kept?.sentAt; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        [kept] = await t.ctx.db.select().from(mailOutbox);
      }
      expect(kept).toMatchObject({ to: 'customer@example.com', subject: 'Your password reset code', text: '' });
      expect(kept?.sentAt).toBeInstanceOf(Date);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
