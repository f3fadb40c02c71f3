import { createTestApp, DATABASES, type TestApp } from '../test/test-app.js';

describe.each(DATABASES)('GET /health on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers ok', async () => {
    const response = await t.request('GET', '/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('answers an unknown path with a JSON message', async () => {
    const response = await t.request('GET', '/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found: GET /no-such-thing' });
  });
});
