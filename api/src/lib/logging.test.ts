/**
 * No token, password or OTP in a log line (docs/security.md): every line the API writes at the most
 * talkative level while a customer registers, logs in, fails a login, asks for a reset code, resets,
 * and changes the password.
 */
import { Writable } from 'node:stream';
import { CUSTOMER, createTestApp, type TestApp } from '../test/test-app.js';

describe('log lines', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp('pglite', { logStream: stream });
  });
  afterAll(() => t.close());

  it('never hold a password, a token or an OTP, through register, login, reset and password change', async () => {
    const secrets: string[] = [CUSTOMER.password];
    const password = 'Logged@Never1';
    secrets.push(password);
    const registered = await t.request('POST', '/auth/register', {
      json: { username: 'lina', email: 'lina@example.com', password, firstName: 'Lina', lastName: 'Rao' },
    });
    expect(registered.status).toBe(201);
    expect(
      (await t.request('POST', '/auth/login', { json: { identifier: 'lina', password: 'Wrong@Guess9' } })).status,
    ).toBe(401);
    secrets.push('Wrong@Guess9');
    const token = await t.login({ identifier: 'lina', password });
    secrets.push(token);
    expect((await t.request('GET', '/auth/me', { token })).status).toBe(200);
    // A body that is not JSON: parsers quote the text they choke on.
    const broken = await t.request('POST', '/auth/login', {
      headers: { 'content-type': 'application/json' },
      json: undefined,
      rawBody: '{"identifier":"lina","password":"Broken@Json1"',
    });
    expect(broken.status).toBe(400);
    secrets.push('Broken@Json1');

    expect(
      (await t.request('POST', '/auth/forgot-password/request-otp', { json: { email: 'lina@example.com' } })).status,
    ).toBe(200);
    const otp = await newestOtp(t);
    secrets.push(otp);
    const fresh = 'Reset@Fresh12';
    secrets.push(fresh);
    const reset = await t.request('POST', '/auth/forgot-password/reset', {
      json: { email: 'lina@example.com', otp, newPassword: fresh },
    });
    expect(reset.status).toBe(200);
    const again = await t.login({ identifier: 'lina', password: fresh });
    secrets.push(again);
    const changed = await t.request<{ token: string }>('PUT', '/users/change-password', {
      token: again,
      json: { currentPassword: fresh, newPassword: 'Changed@Pass3' },
    });
    expect(changed.status).toBe(200);
    secrets.push('Changed@Pass3', changed.body.token);

    expect(lines.length).toBeGreaterThan(10);
    for (const secret of secrets) {
      expect(lines.filter((line) => line.includes(secret))).toEqual([]);
    }
  });

  it('redact an Authorization header, a cookie and secret body fields whoever logs them', async () => {
    lines.length = 0;
    t.app.log.info(
      {
        req: { headers: { authorization: 'Bearer abc.def.ghi', cookie: 'session=s3cret' } },
        body: { password: 'p4ss', newPassword: 'n3w', currentPassword: 'c0r', otp: '123456', token: 't0k' },
      },
      'a careless line',
    );
    const line = lines.join('');
    for (const secret of ['abc.def.ghi', 's3cret', 'p4ss', 'n3w', 'c0r', '123456', 't0k']) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain('a careless line');
  });

  it('hold each answered request once, with its method, URL, status and time', async () => {
    lines.length = 0;
    expect((await t.request('GET', '/categories')).status).toBe(200);
    const logged = lines.map((line) => JSON.parse(line)).filter((entry) => entry.req?.url === '/categories');
    expect(logged).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        reqId: expect.any(String),
        req: expect.objectContaining({ method: 'GET', url: '/categories' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
  });
});

/** The OTP of the newest mail in the outbox (the test app has no SMTP server); it is written after the answer. */
async function newestOtp(t: TestApp): Promise<string> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const [mail] = await t.ctx.mailer.recent(1);
    const otp = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    if (otp) return otp;
    if (Date.now() > deadline) throw new Error('no OTP in the outbox');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
