/** Two API replicas, started together on one empty PostgreSQL database as compose starts them. */
import { CUSTOMER, expect, test } from './support/fixtures';

test('replicas started together migrate and seed once, and share logins and uploaded images', async ({
  request,
  stack,
}) => {
  const [first, second] = stack.apiUrls as [string, string];
  type Page = { data: { name: string; images: { url: string }[] }[]; pagination: { totalItems: number } };
  const [a, b] = (await Promise.all(
    [first, second].map(async (url) => (await request.get(`${url}/products?limit=100`)).json()),
  )) as [Page, Page];
  // Seeded once: one set of products, the same through either replica (names are unique).
  expect(a.pagination.totalItems).toBeGreaterThan(0);
  expect(b.pagination.totalItems).toBe(a.pagination.totalItems);
  expect(new Set(a.data.map((product) => product.name)).size).toBe(a.data.length);

  // A token from one replica (through the shell) is good on the other: one JWT_SECRET.
  const login = await request.post('/api/auth/login', {
    data: { identifier: CUSTOMER.email, password: CUSTOMER.password },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const me = await request.get(`${second}/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);

  // Whichever replica seeded, both serve its images from the shared folder.
  const image = a.data[0]?.images[0]?.url ?? '';
  for (const url of [first, second]) expect((await request.get(`${url}${image}`)).status()).toBe(200);
});
