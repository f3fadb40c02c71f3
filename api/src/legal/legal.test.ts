import { API_PATHS } from 'shared-contracts';
import { legalPages } from '../db/schema.js';
import { ADMIN, createTestApp, DATABASES, type TestApp } from '../test/test-app.js';

describe.each(DATABASES)('legal pages on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.login(ADMIN);
  });
  afterAll(() => t.close());

  const save = (json: unknown) => t.request('POST', '/legal-pages', { token: admin, json });

  it('POST creates a page by slug with sanitised content, and GET lists it', async () => {
    const response = await save({
      title: 'Privacy Policy',
      slug: 'privacy-policy',
      content:
        '<h2>Privacy</h2><p onclick="steal()">We keep <b>little</b>.<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      title: 'Privacy Policy',
      slug: 'privacy-policy',
      content: '<h2>Privacy</h2><p>We keep <b>little</b>.</p><a rel="noopener noreferrer">x</a>',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const list = await t.request('GET', '/legal-pages');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([response.body]);
  });

  it('POST with the same slug replaces that page', async () => {
    const [before] = (await t.request('GET', '/legal-pages')).body;
    const catalogueVersion = async () => (await t.request('GET', API_PATHS.catalogueVersion)).body.version;
    const versionBefore = await catalogueVersion();
    const response = await save({ ...before, title: 'Privacy', content: '<p>Updated</p>' });
    expect(response.status).toBe(200);
    // The page is server-rendered: the SSR server's cached copy goes with the change.
    expect(await catalogueVersion()).not.toBe(versionBefore);
    expect(response.body).toMatchObject({ id: before.id, title: 'Privacy', content: '<p>Updated</p>' });
    expect(response.body.createdAt).toBe(before.createdAt);
    const terms = await save({ title: 'Terms', slug: 'terms-conditions', content: '<p>Be nice</p>' });
    expect(terms.status).toBe(201);
    expect((await t.request('GET', '/legal-pages')).body.map((p: { slug: string }) => p.slug)).toEqual([
      'privacy-policy',
      'terms-conditions',
    ]);
  });

  it('sanitises content again when serving it', async () => {
    await t.ctx.db.update(legalPages).set({ content: '<p>Old<script>x()</script></p>' });
    const pages = (await t.request('GET', '/legal-pages')).body;
    for (const page of pages) expect(page.content).toBe('<p>Old</p>');
  });

  it.each([
    [{ title: 'X', slug: 'cookies', content: '' }, 'slug must be one of privacy-policy, terms-conditions'],
    [{ title: '', slug: 'privacy-policy', content: '' }, 'Title is required'],
    [{ title: 'X', slug: 'privacy-policy' }, 'Content is required'],
  ])('answers 400 naming the bad field (%#)', async (json, message) => {
    const response = await save(json);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });
});
