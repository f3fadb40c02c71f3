/**
 * What the production-like suite needs on this machine: nginx (and envsubst, which renders its
 * config), a PostgreSQL server that lets us create a database, and, under CI, a Redis the API's
 * replicas share. Under CI (CI set, as .ci/run sets it) a missing part fails the suite, so a
 * green run always includes it; elsewhere the suite skips, saying what is missing.
 */
import net from 'node:net';
import pg from 'pg';
import { missingCommand, PATH } from './stack';

export interface Prerequisites {
  inCi: boolean;
  /** Directories searched for nginx and envsubst. */
  searchPath: string;
  /** Where a PostgreSQL server lets us create a database (trust auth, as .ci/run starts it). */
  postgresUrl: string;
  /** The Redis the replicas share (.ci/run sets TEST_REDIS_URL when one answers). */
  redisUrl: string | undefined;
}

export function prerequisitesOf(env: NodeJS.ProcessEnv): Prerequisites {
  return {
    inCi: Boolean(env.CI),
    searchPath: PATH,
    postgresUrl: env.E2E_PROD_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: env.TEST_REDIS_URL || undefined,
  };
}

/** A URL for a message: without its password. */
const shown = (url: string) => url.replace(/\/\/[^@]*@/, '//');

async function postgresProblem(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    return null;
  } catch (error) {
    return `no PostgreSQL answers at ${shown(url)} (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Null when a Redis server answers PING at `url`, else why not. */
function redisProblem(url: string): Promise<string | null> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || 6379) });
    const done = (problem: string | null) => {
      socket.destroy();
      resolve(problem && `no Redis answers at ${shown(url)} (${problem})`);
    };
    socket.setTimeout(5000, () => done('no answer within 5 s'));
    socket.once('error', (error) => done(error.message));
    socket.once('connect', () => socket.write('PING\r\n'));
    // Any answer is Redis's: "+PONG", or an error such as NOAUTH, which the API's own client reports.
    socket.once('data', () => done(null));
  });
}

/** What is missing, one line each with how to get it; empty when the suite can run. */
export async function missingPrerequisites(needs: Prerequisites): Promise<string[]> {
  const missing: string[] = [];
  const command = missingCommand(['nginx', 'envsubst'], needs.searchPath);
  if (command) missing.push(`${command} is not installed (Debian: apt-get install nginx gettext-base)`);
  const postgres = await postgresProblem(needs.postgresUrl);
  if (postgres) missing.push(postgres);
  if (needs.redisUrl) {
    const redis = await redisProblem(needs.redisUrl);
    if (redis) missing.push(redis);
  } else if (needs.inCi) {
    missing.push(
      'TEST_REDIS_URL is not set: CI runs the replicas on a shared Redis (.ci/run sets it when one answers)',
    );
  }
  return missing;
}

/** Under CI, an error that fails the run; elsewhere, one line saying why the suite skips. */
export function skipOrFail(missing: string[], inCi: boolean): void {
  const reason = missing.join('; ');
  if (inCi) throw new Error(`[e2e/prod] the production-like suite cannot run: ${reason}`);
  console.log(`\n[e2e/prod] skipping the production-like suite: ${reason}\n`);
  process.env.E2E_PROD_SKIP = reason;
}
