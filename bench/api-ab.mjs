// @ts-check
/**
 * A change to the API, before and after in one run (compare.mjs): the API build of each checkout
 * on one PostgreSQL bench database, each row loaded on one and then the other. Nothing is written
 * to BENCHMARKS.md.
 *
 *   node bench/api-ab.mjs /path/to/the/before/checkout [row id ...]   (default: cart list-pages)
 *
 * The before checkout needs its own `api/dist`. Rows that use up the customers' carts
 * (place-order) are not repeatable and are left out. AB_ROUNDS (3) sets the rounds;
 * BENCH_DURATION the seconds per load.
 */
import { requestsOf, startBenchApi } from './api-bench.mjs';
import { runScript } from './cleanup.mjs';
import { addFigure, beforeAndAfter, inTurn, roundsFromEnv } from './compare.mjs';
import { postgresDatabase, prepareDatabase } from './databases.mjs';
import { benchEndpoints } from './endpoints.mjs';
import { runLoad, summary, warmUp } from './load.mjs';
import { PORTS } from './options.mjs';
import { step } from './progress.mjs';

const [beforeArg, ...ids] = process.argv.slice(2);
const sides = beforeAndAfter(beforeArg, 'node bench/api-ab.mjs /path/to/the/before/checkout [row id ...]');
const ROUNDS = roundsFromEnv(3);

await runScript(async () => {
  const rowIds = ids.length > 0 ? ids : ['cart', 'list-pages'];
  const endpoints = (await benchEndpoints()).filter(
    (endpoint) => rowIds.includes(endpoint.id) && endpoint.customer !== 'once',
  );
  const { database, customers } = await prepareDatabase(postgresDatabase());
  /** @type {Map<string, string[]>} row and side → its rounds' summaries */
  const figures = new Map();
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of inTurn(sides, round)) {
      const api = await startBenchApi(database, PORTS.apiPostgres, side.root);
      try {
        for (const endpoint of endpoints) {
          const next = requestsOf(endpoint, customers);
          await warmUp({ url: api.url, next });
          const result = await runLoad({ url: api.url, next });
          const key = `${endpoint.id} ${side.name}`;
          addFigure(figures, key, summary(result));
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
