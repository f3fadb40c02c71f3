// @ts-check
/**
 * A change to the API judged as decisions.md asks: before and after in one run. The API build of
 * another checkout (before) and of this one (after) on one PostgreSQL bench database, each row
 * loaded on one and then the other, the order swapped every round so that neither side always runs
 * on a busier machine. Nothing is written to BENCHMARKS.md.
 *
 *   node bench/api-ab.mjs /path/to/the/before/checkout [row id ...]   (default: cart list-pages)
 *
 * The before checkout needs its own `api/dist` and node_modules (a copy made with `cp -al` before
 * rebuilding is enough). Rows that use up the customers' carts (place-order) are not repeatable
 * and are left out. AB_ROUNDS (3) sets the rounds; BENCH_DURATION the seconds per load.
 */
import path from 'node:path';
import { requestsOf, startBenchApi, summary } from './api-bench.mjs';
import { runScript } from './cleanup.mjs';
import { postgresDatabase, prepareDatabase } from './databases.mjs';
import { benchEndpoints } from './endpoints.mjs';
import { runLoad, warmUp } from './load.mjs';
import { PORTS, ROOT } from './options.mjs';
import { step } from './progress.mjs';

const [beforeArg, ...ids] = process.argv.slice(2);
if (!beforeArg) {
  process.stderr.write('usage: node bench/api-ab.mjs /path/to/the/before/checkout [row id ...]\n');
  process.exit(2);
}
const ROUNDS = Math.max(1, Math.floor(Number(process.env.AB_ROUNDS) || 3));
const sides = [
  { name: 'before', root: path.resolve(beforeArg) },
  { name: 'after', root: ROOT },
];

await runScript(async () => {
  const rowIds = ids.length > 0 ? ids : ['cart', 'list-pages'];
  const endpoints = (await benchEndpoints()).filter(
    (endpoint) => rowIds.includes(endpoint.id) && endpoint.customer !== 'once',
  );
  const { database, customers } = await prepareDatabase(postgresDatabase());
  /** @type {Map<string, string[]>} row and side → its rounds' summaries */
  const figures = new Map();
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? sides : [...sides].reverse();
    for (const side of order) {
      const api = await startBenchApi(database, PORTS.apiPostgres, side.root);
      try {
        for (const endpoint of endpoints) {
          const next = requestsOf(endpoint, customers);
          await warmUp({ url: api.url, next });
          const result = await runLoad({ url: api.url, next });
          const key = `${endpoint.id} ${side.name}`;
          figures.set(key, [...(figures.get(key) ?? []), summary(result)]);
          step(`round ${round + 1}, ${key}: ${summary(result)}`);
        }
      } finally {
        await api.stop();
      }
    }
  }
  process.stdout.write('\n');
  for (const [key, rounds] of figures) process.stdout.write(`${key}\n${rounds.map((r) => `  ${r}`).join('\n')}\n`);
});
