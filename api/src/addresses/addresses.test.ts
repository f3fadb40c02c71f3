import { ADDRESS_MESSAGES, MESSAGES } from 'shared-contracts';
import { createTestApp, DATABASES, type TestApp } from '../test/test-app.js';

const home = {
  addressLine1: '12 MG Road',
  addressLine2: 'Flat 4B',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
};
const office = { addressLine1: '7 Park Street', city: 'Kolkata', state: 'West Bengal', postalCode: '700016' };

describe.each(DATABASES)('addresses on %s', (kind) => {
  let t: TestApp;
  let a: { token: string; id: number };
  let b: { token: string; id: number };
  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await t.registerCustomer('anita');
    b = await t.registerCustomer('bala');
  });
  afterAll(() => t.close());

  const list = async (token: string) => (await t.request('GET', '/addresses', { token })).body.addresses;

  it('starts empty', async () => {
    const response = await t.request('GET', '/addresses', { token: a.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ addresses: [] });
  });

  it('makes the first address the default and takes the owner from the token', async () => {
    const response = await t.request('POST', '/addresses', { token: a.token, json: { ...home, userId: b.id } });
    expect(response.status).toBe(201);
    expect(response.body.address).toEqual({ id: expect.any(Number), userId: a.id, ...home, isDefault: true });
    const second = await t.request('POST', '/addresses', { token: a.token, json: office });
    expect(second.body.address).toMatchObject({ ...office, addressLine2: null, isDefault: false });
    expect(await list(b.token)).toEqual([]);
  });

  it('moves the default when another address is marked default', async () => {
    const [first, second] = await list(a.token);
    const response = await t.request('PUT', `/addresses/${second.id}`, { token: a.token, json: { isDefault: true } });
    expect(response.status).toBe(200);
    expect(response.body.address).toMatchObject({ id: second.id, isDefault: true, city: 'Kolkata' });
    const now = await list(a.token);
    expect(now.map((x: { id: number; isDefault: boolean }) => [x.id, x.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    // A new address marked default takes over too.
    const third = await t.request('POST', '/addresses', { token: a.token, json: { ...home, isDefault: true } });
    expect((await list(a.token)).filter((x: { isDefault: boolean }) => x.isDefault)).toEqual([third.body.address]);
  });

  it('updates fields', async () => {
    const [address] = await list(a.token);
    const response = await t.request('PUT', `/addresses/${address.id}`, {
      token: a.token,
      json: { ...home, city: 'Mysuru', postalCode: '570001' },
    });
    expect(response.status).toBe(200);
    expect(response.body.address).toMatchObject({ city: 'Mysuru', postalCode: '570001', isDefault: true });
  });

  it('refuses to delete the default address and deletes another', async () => {
    const addresses = await list(a.token);
    const byDefault = addresses.find((x: { isDefault: boolean }) => x.isDefault);
    const other = addresses.find((x: { isDefault: boolean }) => !x.isDefault);
    const refused = await t.request('DELETE', `/addresses/${byDefault.id}`, { token: a.token });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: MESSAGES.defaultAddressDelete });
    const deleted = await t.request('DELETE', `/addresses/${other.id}`, { token: a.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: ADDRESS_MESSAGES.deleted });
    expect(await list(a.token)).toHaveLength(addresses.length - 1);
  });

  it("never shows or changes someone else's address", async () => {
    const [address] = await list(a.token);
    for (const [method, json] of [
      ['PUT', { city: 'Elsewhere' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await t.request(method, `/addresses/${address.id}`, { token: b.token, json });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: ADDRESS_MESSAGES.notFound });
    }
    expect((await list(a.token))[0]).toEqual(address);
  });

  it.each([
    [{ ...home, addressLine1: ' ' }, 'Address line 1 is required'],
    [{ ...home, city: undefined }, 'City is required'],
    [{ ...home, state: '' }, 'State is required'],
    [{ ...home, postalCode: '56001' }, 'Postal code must be 6 digits'],
    [{ ...home, postalCode: '5600012' }, 'Postal code must be 6 digits'],
    [{ ...home, postalCode: undefined }, 'Postal code is required'],
  ])('answers 400 naming the bad field (%#)', async (json, message) => {
    const before = await list(a.token);
    const response = await t.request('POST', '/addresses', { token: a.token, json });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await list(a.token)).toEqual(before);
  });

  it('answers 400 for an id that is not a number and 404 for one that does not exist', async () => {
    const bad = await t.request('PUT', '/addresses/abc', { token: a.token, json: home });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'Address id must be a number' });
    expect((await t.request('DELETE', '/addresses/999999', { token: a.token })).status).toBe(404);
  });

  it('needs a login', async () => {
    expect((await t.request('GET', '/addresses')).status).toBe(401);
    expect((await t.request('POST', '/addresses', { json: home })).status).toBe(401);
  });
});
