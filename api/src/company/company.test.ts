import fs from 'node:fs/promises';
import path from 'node:path';
import { COMPANY_MESSAGES } from 'shared-contracts';
import { ADMIN, createTestApp, DATABASES, formWith, pngImage, type TestApp } from '../test/test-app.js';

const details = {
  name: 'Volt Store',
  email: 'Hello@Volt.example',
  phone: '9988776655',
  address: '1 Ring Road, Delhi',
  pincode: '110001',
};

describe.each(DATABASES)('company details on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.login(ADMIN);
  });
  afterAll(() => t.close());

  it('GET answers 404 with a message before any details are saved', async () => {
    const response = await t.request('GET', '/company-details');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: COMPANY_MESSAGES.notSet });
  });

  it('PUT saves the details with a logo, and GET shows them to anyone', async () => {
    const response = await t.request('PUT', '/company-details', {
      token: admin,
      form: formWith({ ...details, description: 'Gadgets for everyone' }, [
        { field: 'logo', name: 'logo.png', data: await pngImage('#ffcc00') },
      ]),
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...details,
      email: 'hello@volt.example',
      description: 'Gadgets for everyone',
      logoUrl: expect.stringMatching(/^\/uploads\/company\/.+\.webp$/),
    });
    const fetched = await t.request('GET', '/company-details');
    expect(fetched.body).toEqual(response.body);
    const logo = await fetch(`${t.baseUrl}${response.body.logoUrl}`);
    expect(logo.status).toBe(200);
  });

  it('keeps the logo when none is sent, and replaces (and removes) it when a new one is', async () => {
    const before = (await t.request('GET', '/company-details')).body;
    const same = await t.request('PUT', '/company-details', {
      token: admin,
      form: formWith({ ...details, name: 'Volt' }),
    });
    expect(same.body).toMatchObject({ name: 'Volt', logoUrl: before.logoUrl, description: 'Gadgets for everyone' });
    const replaced = await t.request('PUT', '/company-details', {
      token: admin,
      form: formWith(details, [{ field: 'logo', name: 'new.png', data: await pngImage('#00ccff') }]),
    });
    expect(replaced.body.logoUrl).not.toBe(before.logoUrl);
    const oldFile = path.join(t.dataDir, before.logoUrl.replace(/^\/uploads\//, 'uploads/'));
    await expect(fs.access(oldFile)).rejects.toThrow();
  });

  it.each([
    [{ ...details, name: '' }, 'Company name is required'],
    [{ ...details, phone: '99887766551' }, 'Phone number must be 10 digits'],
    [{ ...details, pincode: '1100011' }, 'Postal code must be 6 digits'],
    [{ ...details, email: 'nope' }, 'Enter a valid email address'],
  ])('answers 400 naming the bad field and changes nothing (%#)', async (fields, message) => {
    const before = (await t.request('GET', '/company-details')).body;
    const response = await t.request('PUT', '/company-details', { token: admin, form: formWith(fields) });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect((await t.request('GET', '/company-details')).body).toEqual(before);
  });
});
