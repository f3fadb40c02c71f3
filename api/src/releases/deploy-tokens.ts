/**
 * Deploy tokens: one per target, so a team can ship only its own slice. They come from the
 * environment (config.deployTokens); outside production a target without one gets a token
 * generated once into `<dataDir>/deploy-tokens.json`, which `npm run slice` reads, so a fresh
 * checkout can deploy with no setup. Store logins never deploy. Each token has a name, which the
 * history shows for the changes it made (deployTokenNames).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { RELEASE_MESSAGES, RELEASE_TARGETS, type ReleaseTarget } from 'shared-contracts';
import type { AccountThrottle } from '../auth/login-throttle.js';
import type { ApiConfig } from '../config.js';
import { forbidden, notFound, tooManyRequests, unauthorized } from '../lib/errors.js';

export const DEPLOY_TOKENS_FILE = 'deploy-tokens.json';
const GENERATED_TOKEN_BYTES = 32;

export type DeployTokenSet = Partial<Record<ReleaseTarget, string>>;

/** Who made a change, as the history records it: the token's fingerprint (deployerOf) and its name. */
export interface Deployer {
  by: string;
  byName: string | null;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Who made a change, as the history shows it: enough of the token's hash to tell tokens apart, nothing to replay. */
export const deployerOf = (token: string) => sha256(token).toString('hex').slice(0, 8);

/**
 * The name of each target's token: DEPLOY_TOKEN_NAME_<TARGET> when set; else a configured token is
 * named after its target (configurations from before names keep working) and a generated one
 * `<target>-local`, this machine's own.
 */
export function deployTokenNames(
  config: Pick<ApiConfig, 'deployTokens' | 'deployTokenNames'>,
): Record<ReleaseTarget, string> {
  return Object.fromEntries(
    RELEASE_TARGETS.map((target) => [
      target,
      config.deployTokenNames[target] ?? (config.deployTokens[target] ? target : `${target}-local`),
    ]),
  ) as Record<ReleaseTarget, string>;
}

/** The configured tokens, and outside production a generated one for every target without. */
export async function loadDeployTokens(
  config: Pick<ApiConfig, 'deployTokens' | 'generateDeployTokens' | 'dataDir'>,
): Promise<DeployTokenSet> {
  if (!config.generateDeployTokens) return { ...config.deployTokens };
  const file = path.join(config.dataDir, DEPLOY_TOKENS_FILE);
  const generated = await readGenerated(file);
  let changed = false;
  for (const target of RELEASE_TARGETS) {
    if (config.deployTokens[target] || generated[target]) continue;
    generated[target] = randomBytes(GENERATED_TOKEN_BYTES).toString('base64url');
    changed = true;
  }
  if (changed) await writeSecretFile(file, `${JSON.stringify(generated, null, 2)}\n`);
  return { ...generated, ...config.deployTokens };
}

async function readGenerated(file: string): Promise<DeployTokenSet> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await fs.readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new Error(`${file} is not valid JSON: fix or delete it (new tokens are then generated)`, { cause: error });
  }
  const tokens: DeployTokenSet = {};
  for (const target of RELEASE_TARGETS) {
    const token = (parsed as Record<string, unknown> | null)?.[target];
    if (typeof token === 'string' && token.length > 0) tokens[target] = token;
  }
  return tokens;
}

/** Written whole or not at all, readable by its owner only. */
async function writeSecretFile(file: string, text: string): Promise<void> {
  const temp = `${file}.${randomBytes(4).toString('hex')}`;
  await fs.writeFile(temp, text, { mode: 0o600 });
  await fs.rename(temp, file);
}

const isTarget = (name: string): name is ReleaseTarget => (RELEASE_TARGETS as readonly string[]).includes(name);

/**
 * Checks the Authorization header of a request that changes `target`; returns who it is
 * (deployerOf, and the token's name from `names`) or throws the 401/403/404 that says what is wrong. What the token is comes first,
 * so a request with no valid deploy token learns nothing else. `isStoreLogin` tells whether a
 * token that is no deploy token is a live store session, to say so rather than "not valid".
 *
 * Each token that is no deploy token counts against the address it came from (`client`), in
 * `failures`; an address past its limit is refused (429) before its token is looked at, so a
 * guess made then tells nothing, right or wrong. A request without a token guesses nothing and is
 * not counted.
 */
export function createDeployAuth(
  tokens: DeployTokenSet,
  names: Record<ReleaseTarget, string>,
  failures: AccountThrottle,
) {
  const digests = RELEASE_TARGETS.flatMap((target) => {
    const token = tokens[target];
    return token ? [{ target, digest: sha256(token) }] : [];
  });
  /** Who the header's token deploys for; with a `target`, refused unless it may deploy that one. */
  return async (
    header: string | undefined,
    target: string | undefined,
    client: string,
    isStoreLogin: () => Promise<boolean>,
  ): Promise<Deployer> => {
    const pausedMs = await failures.pausedFor(client);
    if (pausedMs > 0) {
      throw tooManyRequests(
        RELEASE_MESSAGES.tokenChecksPaused(Math.ceil(pausedMs / 60_000)),
        Math.ceil(pausedMs / 1000),
      );
    }
    const token = header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
    if (!token) throw unauthorized(RELEASE_MESSAGES.tokenMissing);
    const digest = sha256(token);
    // Every configured token is compared, in constant time each: how long this takes says nothing about which matched.
    const owners = digests.filter((entry) => timingSafeEqual(entry.digest, digest)).map((entry) => entry.target);
    if (owners.length === 0) {
      await failures.count(client);
      throw (await isStoreLogin()) ? forbidden(RELEASE_MESSAGES.storeLogin) : unauthorized(RELEASE_MESSAGES.tokenWrong);
    }
    if (target === undefined) return { by: deployerOf(token), byName: names[owners[0] as ReleaseTarget] };
    if (!isTarget(target)) throw notFound(RELEASE_MESSAGES.unknownTarget(target));
    if (owners.includes(target)) return { by: deployerOf(token), byName: names[target] };
    if (!tokens[target]) throw unauthorized(RELEASE_MESSAGES.noTokenConfigured(target));
    throw forbidden(RELEASE_MESSAGES.tokenOtherTarget(target));
  };
}
