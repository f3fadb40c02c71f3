/**
 * The render check the registry asks for before a slice release goes live or becomes a canary
 * (RELEASE_CHECK): this server renders the slice's pages with the candidate release, the other
 * slices as visitors get them now, and answers the first error, or null. Only the API may ask:
 * the body is signed with the secret the two share, and a signature older than
 * RELEASE_CHECK.maxAgeMs is refused. Rendering costs this server's time, so anyone else gets 401
 * before anything is rendered.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  RELEASE_CHECK,
  RELEASE_FILES_PATH,
  REMOTE_NAMES,
  type ReleaseCheckRequest,
  type ReleaseCheckResult,
  type RemotesConfig,
} from 'shared-contracts';
import type { CheckRelease } from '../ssr-entry';
import type { VisitorSlices } from './release-routing';

/** A release id as the registry makes them (`1.0.0-3f9a0c12de`): never a path of its own. */
const RELEASE_ID = /^[0-9A-Za-z.+-]{1,60}$/;
const MAX_BODY_BYTES = 1024;

export const signBody = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');

function signatureMatches(secret: string, body: string, signature: unknown): boolean {
  if (typeof signature !== 'string') return false;
  const expected = Buffer.from(signBody(secret, body));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The request, or null when it is not one (a wrong field, a target that is no slice, a path in the id). */
function parseRequest(body: string): ReleaseCheckRequest | null {
  try {
    const parsed = JSON.parse(body) as Partial<ReleaseCheckRequest>;
    const known = REMOTE_NAMES.find((name) => name === parsed.target);
    if (!known || typeof parsed.release !== 'string' || !RELEASE_ID.test(parsed.release)) return null;
    if (parsed.release.includes('..') || typeof parsed.at !== 'number') return null;
    return { target: known, release: parsed.release, at: parsed.at };
  } catch {
    return null;
  }
}

export interface ReleaseCheckOptions {
  secret: string;
  /** This server's own address: the pages are rendered on it, and it serves the release's files. */
  ownOrigin: () => string;
  /** The slices as visitors get them now (the live releases). */
  currentSlices: (siteOrigin: string) => Promise<VisitorSlices>;
  /** What the page names for the browser, as /remotes.json says it. */
  remotesOf: (slices: VisitorSlices) => Promise<RemotesConfig>;
  render: CheckRelease;
}

/** The slices a check renders with: as visitors get them now, the checked one at its candidate release. */
function withCandidate(
  current: VisitorSlices,
  { target, release }: ReleaseCheckRequest,
  origin: string,
): VisitorSlices {
  const manifest = `${origin}${RELEASE_FILES_PATH}/${target}/${release}/mf-manifest.json`;
  return {
    locations: { ...current.locations, [target]: { browser: manifest, server: manifest } },
    releases: { ...current.releases, [target]: release },
    sources: { ...current.sources, [target]: 'canary' },
  };
}

export async function registerReleaseCheck(app: FastifyInstance, options: ReleaseCheckOptions) {
  const { secret, ownOrigin, currentSlices, remotesOf, render } = options;
  await app.register(async (scope) => {
    // The signature is over the body's bytes as sent: it is read as text, and parsed once checked.
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: MAX_BODY_BYTES }, (_r, body, done) =>
      done(null, body),
    );
    scope.post(RELEASE_CHECK.path, async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : '';
      if (!signatureMatches(secret, body, request.headers[RELEASE_CHECK.signatureHeader])) {
        return reply.code(401).send({ message: 'Not signed by the registry' });
      }
      const checked = parseRequest(body);
      if (!checked) return reply.code(400).send({ message: 'Not a release check' });
      if (Math.abs(Date.now() - checked.at) > RELEASE_CHECK.maxAgeMs) {
        return reply.code(401).send({ message: 'The signature has expired' });
      }
      const origin = ownOrigin();
      const slices = withCandidate(await currentSlices(origin), checked, origin);
      const result: ReleaseCheckResult = {
        error: await render(checked.target, origin, slices.locations, await remotesOf(slices)),
      };
      return reply.header('Cache-Control', 'no-store').send(result);
    });
  });
}
