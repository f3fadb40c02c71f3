// @ts-check
/**
 * The admin dashboard's statements on a large shop: a fresh PostgreSQL database beside the bench's
 * gets 50,000 products with two variants each and 100,000 orders over the last year; then
 * GET /dashboard's statements, as the API runs them, are EXPLAIN ANALYZEd. `npm run bench` runs it
 * when PostgreSQL answers; a statement that reads a whole table fails the bench.
 *
 *   npm run bench -- dashboard
 */

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApiApp, loadBuilt, openLoggedDatabase } from './api-modules.mjs';
import { JWT_SECRET, POSTGRES_URL } from './options.mjs';
import { databaseOnServer, withClient } from './postgres.mjs';
import { step } from './progress.mjs';
import { oneLine, scanNodes } from './query-plans.mjs';

const SHOP = { products: 50_000, orders: 100_000, customers: 1_000, days: 365 };

/**
 * @typedef {{ ms: number, reads: string[], seqScan: boolean, query: string }} DashboardStatement
 * @typedef {{ shop: typeof SHOP, fillSeconds: number, coldMs: number, warmMedianMs: number, statements: DashboardStatement[] }} DashboardPlans
 */

/** @param {string} serverUrlText a database URL on the server to use; the scratch database goes beside it @returns {Promise<DashboardPlans>} */
export async function measureDashboardPlans(serverUrlText = POSTGRES_URL) {
  const { name, url, adminUrl } = databaseOnServer(`dashboard_plans_${process.pid}`, serverUrlText);
  /** @param {string} statement */
  const onServer = (statement) => withClient(adminUrl, (client) => client.query(statement));
  await onServer(`drop database if exists ${name}`);
  await onServer(`create database ${name}`);
  try {
    // Migrates the new database.
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dashboard-plans-'));
    const app = await buildApiApp({
      config: { dataDir, databaseUrl: url, seedDemo: false, logger: false, jwtSecret: JWT_SECRET },
    });
    await app.close();

    const started = Date.now();
    const counts = await withClient(url, async (fill) => {
      await fill.query(`
    insert into categories (name) values ('Plans');
    insert into products (name, category_id, sort_price)
      select 'Product ' || n, (select id from categories limit 1), 100 + n % 5000 from generate_series(1, ${SHOP.products}) n;
    insert into product_variants (product_id, color, size, stock, original_price, position)
      select p.id, 'Black', s.size, (p.id * 7 + s.position * 13) % 60, p.sort_price + s.position * 50, s.position
      from products p cross join (values ('128GB', 0), ('256GB', 1)) s(size, position);
    insert into users (username, email, password_hash, first_name, last_name, user_type)
      select 'c' || n, 'c' || n || '@example.com', 'x', 'Customer', 'No ' || n, 'CUSTOMER' from generate_series(1, ${SHOP.customers}) n;
    insert into orders (user_id, address_line1, city, state, postal_code, order_total, delivery_status,
                        expected_delivery_date, order_date, created_at, updated_at)
      select u.id, '12 MG Road', 'Bengaluru', 'Karnataka', '560001', 1000 + n % 90000,
             (array['PENDING','SHIPPED','DELIVERED','CANCELED'])[1 + (case when n % 10 < 7 then 2 else n % 4 end)]::delivery_status,
             t + interval '5 days', t, t, t
      from generate_series(1, ${SHOP.orders}) n
      cross join lateral (select now() - (n::double precision / ${SHOP.orders}) * interval '${SHOP.days} days' as t) at
      join users u on u.id = (select min(id) from users) + n % ${SHOP.customers};
    insert into order_items (order_id, product_id, variant_id, product_name, color, size, quantity, price_at_purchase)
      select o.id, v.product_id, v.id, 'Product ' || v.product_id, v.color, v.size, 1 + o.id % 3, v.original_price
      from orders o
      cross join lateral (select generate_series(1, 1 + o.id % 2) as line) l
      join product_variants v on v.id = (select min(id) from product_variants) + (o.id * 31 + l.line * 7919) % ${SHOP.products * 2};
    analyze;
  `);
      return fill.query(
        'select (select count(*) from products) products, (select count(*) from product_variants) variants, (select count(*) from orders) orders, (select count(*) from order_items) items',
      );
    });
    const fillSeconds = (Date.now() - started) / 1000;
    step(`dashboard plans: filled in ${fillSeconds.toFixed(1)} s: ${JSON.stringify(counts.rows[0])}`);

    /** @type {{ query: string, params: unknown[] }[]} */
    const captured = [];
    const logged = await openLoggedDatabase(
      { kind: 'postgres', url: url },
      { logQuery: (query, params) => captured.push({ query, params }) },
    );
    const { loadDashboard } = await loadBuilt('api/dist/dashboard/dashboard.service.js');
    const timer = Date.now();
    await loadDashboard(logged.db);
    const cold = Date.now() - timer;
    const statements = [...captured];
    const warm = [];
    for (let run = 0; run < 5; run += 1) {
      const start = Date.now();
      await loadDashboard(logged.db);
      warm.push(Date.now() - start);
    }
    warm.sort((a, b) => a - b);
    step(`dashboard plans: GET /dashboard's reads ${cold} ms cold, median of 5 after it ${warm[2]} ms`);
    /** @type {DashboardStatement[]} */
    const measured = [];
    for (const { query, params } of statements) {
      const [plan] = await logged.query(`explain (analyze, format json) ${query}`, params);
      const json = /** @type {any} */ (Object.values(plan ?? {})[0]);
      const root = (typeof json === 'string' ? JSON.parse(json) : json)[0];
      const scans = scanNodes(root.Plan);
      const reads = scans.map((scan) => scan.index ?? `${scan.node} on ${scan.relation}`);
      const seqScan = scans.some((scan) => scan.node === 'Seq Scan');
      measured.push({ ms: root['Execution Time'], reads, seqScan, query: oneLine(query) });
      step(`  ${seqScan ? 'FAIL' : 'ok  '} ${root['Execution Time'].toFixed(1).padStart(7)} ms  ${reads.join(', ')}`);
    }
    await logged.close();
    return { shop: SHOP, fillSeconds, coldMs: cold, warmMedianMs: warm[2] ?? cold, statements: measured };
  } finally {
    await onServer(`drop database if exists ${name}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const plans = await measureDashboardPlans(process.env.DASHBOARD_PLANS_URL || POSTGRES_URL);
  process.exit(plans.statements.some((statement) => statement.seqScan) ? 1 : 0);
}
