/** docker/compose.yaml is a valid compose file, where a docker client with compose is installed (no engine needed). */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { ROOT } from './support/stack';

const run = promisify(execFile);
const COMPOSE_FILE = path.join(ROOT, 'docker/compose.yaml');

/** `docker compose` (v2 plugin) or `docker-compose` (standalone), whichever answers. */
async function composeCommand(): Promise<string[] | undefined> {
  for (const command of [['docker', 'compose'], ['docker-compose']]) {
    const [file, ...args] = command as [string, ...string[]];
    const answers = await run(file, [...args, 'version'], { timeout: 30_000 }).then(
      () => true,
      () => false,
    );
    if (answers) return command;
  }
  return undefined;
}

test('docker compose config accepts compose.yaml, and refuses it without JWT_SECRET', async () => {
  const command = await composeCommand();
  test.skip(!command, 'no docker compose client here (docker compose or docker-compose)');
  const [file, ...composeArgs] = command as [string, ...string[]];
  const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp' };
  let composeFile = COMPOSE_FILE;
  const args = [...composeArgs];
  const tmp = await mkdtemp(path.join(tmpdir(), 'store-compose-'));
  if (file === 'docker-compose') {
    // Compose v1 knows the Compose Specification except the top-level `name` (it takes -p).
    composeFile = path.join(tmp, 'compose.yaml');
    await writeFile(composeFile, (await readFile(COMPOSE_FILE, 'utf8')).replace(/^name: .*$/m, ''));
    args.push('--project-directory', path.dirname(COMPOSE_FILE), '-p', 'electronics-store');
  }
  test.info().annotations.push({ type: 'compose', description: command?.join(' ') });

  const { stdout } = await run(file, [...args, '-f', composeFile, 'config'], {
    env: { ...env, JWT_SECRET: 'x'.repeat(64), SITE_SECRET: 'y'.repeat(64), POSTGRES_PASSWORD: 'secret' },
    timeout: 60_000,
  });
  for (const service of [
    'postgres',
    'redis',
    'api',
    'shell',
    'mf-catalog',
    'mf-cart-checkout',
    'mf-account',
    'mf-admin',
  ]) {
    expect(stdout).toMatch(new RegExp(`^  ${service}:$`, 'm'));
  }

  const refused = await run(file, [...args, '-f', composeFile, 'config'], {
    env: { ...env, POSTGRES_PASSWORD: 'secret' },
    timeout: 60_000,
  }).then(
    () => '',
    (error: { stderr?: string }) => error.stderr ?? 'failed',
  );
  expect(refused).toContain('JWT_SECRET');
  await rm(tmp, { recursive: true, force: true });
});
