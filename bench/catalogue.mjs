// @ts-check
/**
 * The benchmark's catalogue, made with set-based SQL (generate_series, insert ... select) on top
 * of the demo seed: products spread over the demo's leaf categories, each with variants and
 * images, plus customers with an address and a cart. Every value is a function of the row's
 * number, so PGlite and PostgreSQL get the same data and a rerun the same data again.
 * Images reuse the demo seed's files: the bench measures the catalogue, not image drawing.
 */
import { PRODUCT_IMAGES_MIN, paiseToRupees, TAX_PAISE } from 'shared-contracts';
import { CATALOGUE } from './options.mjs';

/** Runs one SQL statement and gives back its rows. @typedef {(sql: string) => Promise<Record<string, unknown>[]>} Exec */

/** Changes whenever the generator does, so an older generated database is rebuilt instead of reused. */
export const CATALOGUE_STAMP = `electronics-store bench catalogue v2: ${CATALOGUE.products} products x ${CATALOGUE.variantsPerProduct} variants, ${CATALOGUE.customers} customers, ${CATALOGUE.pastOrders} past orders`;

/** The bench's customers: emails `bench-customer-<n>@example.com`. */
const BENCH_EMAILS = `'bench-customer-%@example.com'`;
export const BENCH_PASSWORD = 'Bench@12345';

const BRANDS = ['Samsung', 'Apple', 'OnePlus', 'Xiaomi', 'Sony', 'LG', 'Lenovo', 'HP', 'Dell', 'Asus'];
const MORE_BRANDS = ['Boat', 'JBL', 'Canon', 'Nikon', 'Philips', 'Bajaj', 'Realme', 'Vivo', 'Oppo', 'Acer'];
/** Search words: one in 1 of 20 product names, and the same word misspelt (found only through trigrams). */
export const SEARCH_WORDS = { common: 'samsung', misspelt: 'samsng' };
const SERIES = ['Pro', 'Max', 'Lite', 'Plus', 'Ultra', 'Neo', 'Air', 'Prime', 'Edge', 'Nova'];
const FEATURES = [
  'fast charging',
  'a long battery life',
  'a bright display',
  'noise cancelling',
  'wifi 6',
  'bluetooth 5.3',
  'a metal body',
  'a one year warranty',
  'voice control',
  'a quick start guide',
];
const COLORS = [
  ['Black', '#111111'],
  ['White', '#f5f5f5'],
  ['Blue', '#1d4ed8'],
  ['Silver', '#c0c0c0'],
  ['Red', '#dc2626'],
  ['Green', '#15803d'],
];
const SIZES = ['64GB', '128GB', '256GB', '512GB', 'Standard', '1TB', '8kg', '1.5 Ton', '45mm', '65W'];

/** `array['a','b'][1 + (index) % n]`: the element a row number picks. @param {string[]} values @param {string} index */
function pick(values, index) {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',');
  return `(array[${list}])[1 + (${index}) % ${values.length}]`;
}

/** A variant's price in rupees, from its product id and position. @param {string} id @param {string} position */
const priceSql = (id, position) => `(499 + ((${id})::bigint * 7919 + (${position}) * 3637) % 149500)::numeric(12,2)`;
/** A variant's stock: 0–22, so a few variants are out of stock. @param {string} id @param {string} position */
const stockSql = (id, position) => `((${id})::bigint * 31 + (${position}) * 17) % 23`;

/** The demo's leaf categories, numbered from 0: generated products are dealt out over them. */
const LEAVES = `leaves as (
  select id, name, (row_number() over (order by id))::int - 1 as n, count(*) over ()::int as total
  from categories c where not exists (select 1 from categories k where k.parent_id = c.id))`;

/**
 * Fills a migrated database that holds the demo seed up to CATALOGUE.products products.
 * @param {Exec} exec
 * @param {string} passwordHash the hash of BENCH_PASSWORD, made by the API's own hashing
 */
export async function generateCatalogue(exec, passwordHash) {
  if (!/^[A-Za-z0-9+/=$]+$/.test(passwordHash)) throw new Error('unexpected password hash format');
  const [existing] = await exec('select count(*)::int as n from products');
  const count = CATALOGUE.products - Number(existing?.n ?? 0);
  const id = '(base.id + g)';
  await exec(`
    with ${LEAVES}
    insert into products (id, name, description, category_id, sort_price, created_at, updated_at)
    select ${id},
      ${pick([...BRANDS, ...MORE_BRANDS], 'g')} || ' ' || l.name || ' ' || ${pick(SERIES, 'g / 7')} || ' ' || g,
      'A ' || lower(l.name) || ' by ' || ${pick([...BRANDS, ...MORE_BRANDS], 'g')} || ' with '
        || ${pick(FEATURES, 'g')} || ' and ' || ${pick(FEATURES, 'g / 3 + 1')} || '.',
      l.id,
      ${priceSql(id, '0')},
      now() - make_interval(mins => g),
      now()
    from generate_series(1, ${count}) g
    cross join (select coalesce(max(id), 0) as id from products) base
    join leaves l on l.n = g % l.total
    order by g`);
  await exec(`select setval(pg_get_serial_sequence('products', 'id'), (select max(id) from products))`);

  const positions = `generate_series(0, ${CATALOGUE.variantsPerProduct - 1})`;
  await exec(`
    insert into product_variants (product_id, color, color_hex_code, size, stock, original_price, discount_price, position)
    select p.id,
      ${pick(
        COLORS.map(([name]) => name ?? ''),
        'p.id * 3 + k',
      )},
      ${pick(
        COLORS.map(([, hex]) => hex ?? ''),
        'p.id * 3 + k',
      )},
      ${pick(SIZES, 'p.id + k')},
      ${stockSql('p.id', 'k')},
      ${priceSql('p.id', 'k')},
      case when (p.id + k) % 3 = 0 then round(${priceSql('p.id', 'k')} / 10) end,
      k
    from products p cross join ${positions} k
    where not exists (select 1 from product_variants v where v.product_id = p.id)
    order by p.id, k`);

  await exec(`
    with demo as (select array_agg(url order by id) as urls, count(*)::int as n from product_images)
    insert into product_images (product_id, filename, url, position)
    select p.id, regexp_replace(demo.urls[1 + (p.id * 7 + j) % demo.n], '^.*/', ''),
      demo.urls[1 + (p.id * 7 + j) % demo.n], j
    from products p cross join generate_series(0, ${PRODUCT_IMAGES_MIN - 1}) j cross join demo
    where not exists (select 1 from product_images i where i.product_id = p.id)
    order by p.id, j`);

  await exec(`
    insert into users (username, email, mobile, password_hash, first_name, last_name, user_type)
    select 'bench_customer_' || n, 'bench-customer-' || n || '@example.com', '9' || lpad(n::text, 9, '0'),
      '${passwordHash}', 'Bench', 'Customer ' || n, 'CUSTOMER'
    from generate_series(1, ${CATALOGUE.customers}) n
    order by n`);
  await exec(`
    insert into addresses (user_id, full_name, mobile, address_line1, city, state, postal_code, is_default)
    select id, first_name || ' ' || last_name, mobile, id || ' MG Road', 'Bengaluru', 'Karnataka', '560001', true
    from users where email like ${BENCH_EMAILS} order by id`);
  await exec(`insert into carts (user_id) select id from users where email like ${BENCH_EMAILS} order by id`);
  await generatePastOrders(exec, passwordHash);
}

/**
 * The shop's past year: CATALOGUE.pastOrders delivered orders of one or two lines, by customers
 * of their own (`bench-past-customer-<n>`, left alone by resetRunState). A run must start from a
 * shop with orders: PostgreSQL plans the foreign-key checks of order_items against orders once
 * per connection and keeps that plan, and planned against an empty orders table it reads the
 * table whole, at every line of every order of the run, while the run fills it.
 * @param {Exec} exec @param {string} passwordHash
 */
async function generatePastOrders(exec, passwordHash) {
  const { pastOrders, pastCustomers } = CATALOGUE;
  await exec(`
    insert into users (username, email, password_hash, first_name, last_name, user_type)
    select 'bench_past_customer_' || n, 'bench-past-customer-' || n || '@example.com',
      '${passwordHash}', 'Past', 'Customer ' || n, 'CUSTOMER'
    from generate_series(1, ${pastCustomers}) n
    order by n`);
  // Order n's lines: variant (n * 7919 + line * 104729) of the catalogue, `line` 1 or 2, one each.
  const lines = `
    past as (
      select n, t, (select min(id) from users where email like 'bench-past-customer-%') + n % ${pastCustomers} as user_id,
        (select count(*) from product_variants) as variants
      from generate_series(1, ${pastOrders}) n
      cross join lateral (select now() - (n::double precision / ${pastOrders}) * interval '365 days' as t) moment),
    numbered as (select id, row_number() over (order by id) - 1 as k from product_variants),
    line as (
      select past.n, v.id as variant_id, v.product_id, p.name, v.color, v.color_hex_code, v.size, v.original_price
      from past
      cross join generate_series(1, 1 + past.n % 2) l
      join numbered on numbered.k = (past.n * 7919 + l * 104729) % past.variants
      join product_variants v on v.id = numbered.id
      join products p on p.id = v.product_id)`;
  const [base] = await exec('select coalesce(max(id), 0)::int as id from orders');
  const firstId = Number(base?.id ?? 0);
  await exec(`
    with ${lines}
    insert into orders (id, user_id, address_line1, city, state, postal_code, order_total, payment_status,
      delivery_status, order_date, expected_delivery_date, delivered_on, created_at, updated_at)
    select ${firstId} + past.n, past.user_id, past.n || ' MG Road', 'Bengaluru', 'Karnataka', '560001',
      total.lines + ${paiseToRupees(TAX_PAISE)},
      'PAID', 'DELIVERED', past.t, past.t + interval '5 days', past.t + interval '4 days', past.t, past.t + interval '4 days'
    from past
    join (select n, sum(original_price) as lines from line group by n) total on total.n = past.n
    order by past.n`);
  await exec(`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`);
  await exec(`
    with ${lines}
    insert into order_items (order_id, product_id, variant_id, product_name, color, color_hex_code, size, quantity, price_at_purchase)
    select ${firstId} + n, product_id, variant_id, name, color, color_hex_code, size, 1, original_price
    from line
    order by n, variant_id`);
}

/**
 * Puts the state a run changes back as it was generated, then fills every customer's cart:
 * the stock taken by the previous run's orders is returned, those orders and their mails
 * deleted, and each cart gets CATALOGUE.cartLines lines of distinct variants with stock.
 * @param {Exec} exec
 */
export async function resetRunState(exec) {
  const benchUsers = `select id from users where email like ${BENCH_EMAILS}`;
  await exec(`
    update product_variants v set stock = v.stock + taken.quantity
    from (
      select oi.variant_id, sum(oi.quantity)::int as quantity
      from order_items oi join orders o on o.id = oi.order_id
      where o.user_id in (${benchUsers}) and oi.variant_id is not null
      group by oi.variant_id
    ) taken
    where v.id = taken.variant_id`);
  await exec(`delete from orders where user_id in (${benchUsers})`);
  await exec(`delete from mail_outbox where "to" like ${BENCH_EMAILS}`);
  await exec(`delete from cart_items where cart_id in (select id from carts where user_id in (${benchUsers}))`);
  // Variants spread over the catalogue (every 37th with stock, closer on a catalogue too small
  // for that), each in one cart only: no two customers compete for one row, as in a shop with
  // many products.
  const needed = CATALOGUE.customers * CATALOGUE.cartLines;
  await exec(`
    with stocked as (
      select id, row_number() over (order by id) as n, count(*) over () as total
      from product_variants where stock >= 2),
    spread as (
      select id, row_number() over (order by id) as n from stocked
      where (n - 1) % greatest(1, least(37, total / ${needed})) = 0),
    bench_carts as (
      select id, row_number() over (order by id) as n from carts where user_id in (${benchUsers}))
    insert into cart_items (cart_id, variant_id, quantity)
    select c.id, v.id, 1
    from bench_carts c
    join spread v on v.n > (c.n - 1) * ${CATALOGUE.cartLines} and v.n <= c.n * ${CATALOGUE.cartLines}
    order by c.id, v.id`);
  // A cart short of lines would make place-order answer 4xx, and the bench would report
  // errors the API did not make.
  const [filled] = await exec(`
    select count(*)::int as n from (
      select c.id from carts c join cart_items i on i.cart_id = c.id
      where c.user_id in (${benchUsers}) group by c.id having count(*) = ${CATALOGUE.cartLines}) full_carts`);
  if (Number(filled?.n) !== CATALOGUE.customers) {
    throw new Error(
      `only ${filled?.n} of ${CATALOGUE.customers} bench carts could be filled with ${CATALOGUE.cartLines} distinct variants in stock: ` +
        'make the catalogue bigger (BENCH_PRODUCTS) or the customers fewer (BENCH_CUSTOMERS)',
    );
  }
}

/** Orders of the bench customers since the last reset, and their lines. @param {Exec} exec */
export async function countBenchOrders(exec) {
  const [row] = await exec(`
    select count(distinct o.id)::int as orders, count(oi.id)::int as lines
    from orders o left join order_items oi on oi.order_id = o.id
    where o.user_id in (select id from users where email like ${BENCH_EMAILS})`);
  return { orders: Number(row?.orders ?? 0), lines: Number(row?.lines ?? 0) };
}

/** The customers with their default address, in id order. @param {Exec} exec */
export async function benchCustomers(exec) {
  const rows = await exec(`
    select u.id as "userId", a.id as "addressId"
    from users u join addresses a on a.user_id = u.id and a.is_default
    where u.email like ${BENCH_EMAILS} order by u.id`);
  return rows.map((row) => ({ userId: Number(row.userId), addressId: Number(row.addressId) }));
}

/** How many rows the catalogue tables hold. @param {Exec} exec */
export async function catalogueCounts(exec) {
  const [row] = await exec(`
    select (select count(*) from products)::int as products,
      (select count(*) from product_variants)::int as variants,
      (select count(*) from product_images)::int as images,
      (select count(*) from users where email like ${BENCH_EMAILS})::int as customers,
      (select count(*) from categories)::int as categories,
      (select count(*) from orders where user_id in (select id from users where email like 'bench-past-customer-%'))::int as past_orders`);
  return {
    products: Number(row?.products),
    variants: Number(row?.variants),
    images: Number(row?.images),
    customers: Number(row?.customers),
    categories: Number(row?.categories),
    pastOrders: Number(row?.past_orders),
  };
}

/** The stamp of a generated database, kept as the database's comment. @param {Exec} exec */
export async function readStamp(exec) {
  const [row] = await exec(
    `select shobj_description(oid, 'pg_database') as stamp from pg_database where datname = current_database()`,
  );
  return typeof row?.stamp === 'string' ? row.stamp : null;
}

/** @param {Exec} exec */
export async function writeStamp(exec) {
  const literal = `'${CATALOGUE_STAMP.replaceAll("'", "''")}'`;
  await exec(`do $$ begin execute format('comment on database %I is %L', current_database(), ${literal}); end $$`);
}
