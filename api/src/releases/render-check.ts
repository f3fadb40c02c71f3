/**
 * Before a slice release goes live or becomes a canary, the site server renders that slice's pages
 * with it (RELEASE_CHECK): a release that throws there is refused here, with the error, rather
 * than shown to visitors as fallbacks. The request is signed with the secret the two share. With
 * no site server configured (SITE_CHECK_URL unset: the API alone, its own tests) nothing is checked.
 */
import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  RELEASE_CHECK,
  RELEASE_MESSAGES,
  type ReleaseCheckRequest,
  type ReleaseCheckResult,
  type ReleaseTarget,
} from 'shared-contracts';
import type { ApiConfig } from '../config.js';
import type { Executor } from '../db/database.js';
import { releases } from '../db/schema.js';
import { conflict } from '../lib/errors.js';

export type RenderCheck = (db: Executor, target: ReleaseTarget, release: string) => Promise<void>;

/** Asks the site server to render `target`'s pages with `release`; its answer, or why it could not. */
async function askSite(url: string, secret: string, request: ReleaseCheckRequest): Promise<ReleaseCheckResult> {
  const body = JSON.stringify(request);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [RELEASE_CHECK.signatureHeader]: createHmac('sha256', secret).update(body).digest('hex'),
    },
    body,
    signal: AbortSignal.timeout(RELEASE_CHECK.timeoutMs),
  });
  if (!response.ok) throw new Error(`the site server answered ${response.status}`);
  return (await response.json()) as ReleaseCheckResult;
}

/**
 * The check for this API's settings: throws a 409 naming the error when the release throws on the
 * site server, or when the site server cannot be asked (a release nobody checked is not switched).
 * The shell is not checked (it is deployed with the site server), nor an unknown release (the
 * switch answers 404 for it).
 */
export function createRenderCheck(config: Pick<ApiConfig, 'siteCheckUrl' | 'siteSecret'>): RenderCheck {
  const { siteCheckUrl, siteSecret } = config;
  if (!siteCheckUrl) return async () => undefined;
  return async (db, target, release) => {
    if (target === 'shell') return;
    const [known] = await db
      .select({ id: releases.id })
      .from(releases)
      .where(and(eq(releases.target, target), eq(releases.id, release)))
      .limit(1);
    if (!known) return;
    let result: ReleaseCheckResult;
    try {
      result = await askSite(siteCheckUrl, siteSecret, { target, release, at: Date.now() });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw conflict(RELEASE_MESSAGES.renderCheckUnavailable(target, release, reason));
    }
    if (result.error) throw conflict(RELEASE_MESSAGES.renderFailed(target, release, result.error));
  };
}
