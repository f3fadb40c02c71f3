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

  it('records each of the mails asked for at once, and one the outbox refuses fails only itself', async () => {
    const mails = Array.from({ length: 12 }, (_, index) => ({
      to: `buyer-${index}@example.com`,
      // Over the column's 300 characters: the insert refuses this one.
      subject: index === 6 ? 'x'.repeat(301) : `Order #${index} confirmed`,
      text: `Thank you for order ${index}.`,
    }));
    const results = await Promise.allSettled(mails.map((mail) => t.ctx.mailer.send(mail)));

    expect(results.map((result) => result.status)).toEqual(
      mails.map((_, index) => (index === 6 ? 'rejected' : 'fulfilled')),
    );
    const kept = await t.ctx.db.select().from(mailOutbox);
    const recorded = kept.filter((row) => row.to.startsWith('buyer-'));
    expect(
      recorded.map(({ to, subject, text }) => ({ to, subject, text })).sort((a, b) => a.to.localeCompare(b.to)),
    ).toEqual(mails.filter((_, index) => index !== 6).sort((a, b) => a.to.localeCompare(b.to)));
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

  it('marks each of the mails asked for at once delivered on its own row', async () => {
    const smtp = await startSmtp();
    const t = await createTestApp('pglite', { config: { smtpUrl: smtp.url } });
    try {
      const sent = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          t.ctx.mailer.send({ to: `buyer-${index}@example.com`, subject: `Order #${index} confirmed`, text: 'Thanks' }),
        ),
      );
      expect(sent).toEqual(Array(6).fill(true));
      const rows = (await t.ctx.db.select().from(mailOutbox)).filter((row) => row.to.startsWith('buyer-'));
      expect(rows).toHaveLength(6);
      for (const row of rows) expect(row).toMatchObject({ text: '', sentAt: expect.any(Date) });
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
