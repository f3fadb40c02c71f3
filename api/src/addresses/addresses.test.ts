import { ADDRESS_MESSAGES, MESSAGES } from 'shared-contracts';
import { createTestApp, DATABASES, type TestApp } from '../test/test-app.js';

const home = {
  fullName: 'Anita Rao',
  mobile: '9876543210',
  addressLine1: '12 MG Road',
  addressLine2: 'Flat 4B',
  landmark: 'Near Trinity Metro',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
};
const office = {
  fullName: 'Anita Rao',
  mobile: '7012345678',
  addressLine1: '7 Park Street',
  city: 'Kolkata',
  state: 'West Bengal',
  postalCode: '700016',
};

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
    expect(second.body.address).toMatchObject({ ...office, addressLine2: null, landmark: null, isDefault: false });
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
    [{ ...home, fullName: undefined }, 'Full name is required'],
    [{ ...home, fullName: ' A ' }, 'Full name must be at least 2 characters'],
    [{ ...home, fullName: 'A'.repeat(101) }, 'Full name must be at most 100 characters'],
    [{ ...home, mobile: undefined }, 'Mobile number is required'],
    [{ ...home, mobile: '98765 43210' }, 'Mobile number must be 10 digits'],
    [{ ...home, mobile: '5876543210' }, 'Mobile number must start with 6, 7, 8 or 9'],
    [{ ...home, landmark: 'x'.repeat(101) }, 'Landmark must be at most 100 characters'],
    [{ ...home, state: 'Karnatka' }, 'Choose a state or union territory from the list'],
  ])('answers 400 naming the bad field (%#)', async (json, message) => {
    const before = await list(a.token);
    const response = await t.request('POST', '/addresses', { token: a.token, json });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await list(a.token)).toEqual(before);
  });

  it('keeps name, mobile, landmark and state as they were when a change to them is refused', async () => {
    const [address] = await list(a.token);
    for (const json of [{ state: 'Bangalore' }, { mobile: '1234567890' }, { fullName: '' }]) {
      const response = await t.request('PUT', `/addresses/${address.id}`, { token: a.token, json });
      expect(response.status).toBe(400);
    }
    expect((await list(a.token))[0]).toEqual(address);
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
