/**
 * Previews: a browser that opened a link the registry signed (PREVIEW.enterPath?link=…) keeps the
 * link in an HttpOnly cookie until it expires, and gets the link's pinned releases (or a
 * developer's dev server) of some slices over what its bucket gives, with a bar on every page
 * saying what it runs. Everything here answers a preview browser only: a shopper's pages carry
 * none of it. A link is checked on every request that carries it, so one changed in the cookie
 * is as refused as one changed in the address bar.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_PATHS,
  PREVIEW,
  PREVIEW_MESSAGES,
  type PreviewGrant,
  REMOTE_NAMES,
  type ReleaseRecord,
} from 'shared-contracts';
import { type PreviewLinkRefusal, previewLinks } from 'shared-contracts/preview-links';
import { escapeAttribute as text } from '../html-text';
import type { VisitorSlices } from './release-routing';

const COOKIE_IN_HEADER = new RegExp(`(?:^|;\\s*)${PREVIEW.cookie}=([\\w.-]+)(?:;|$)`);

/** A preview's own pages and answers: for this browser only, and for no search engine. */
export const PREVIEW_HEADERS = { 'Cache-Control': 'private, no-cache', 'X-Robots-Tag': 'noindex' } as const;

const cookie = (value: string, expires: Date, secure: boolean) =>
  `${PREVIEW.cookie}=${value}; Path=/; Expires=${expires.toUTCString()}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** When a grant ends, as the bar says it. */
const untilText = (expiresAt: number) => `${new Date(expiresAt).toISOString().replace('T', ' ').slice(0, 16)} UTC`;

/** Slice names and releases as the bar shows them: `mf_catalog: 1.1.0-… (previewed)`. */
function slotLine(name: string, slices: VisitorSlices): string {
  const source = slices.sources[name as keyof VisitorSlices['sources']];
  const release = slices.releases[name as keyof VisitorSlices['releases']];
  if (source === 'dev-server') return `<li><strong>${name}</strong>: ${PREVIEW_MESSAGES.devServer}</li>`;
  if (!release) return `<li><strong>${name}</strong>: ${PREVIEW_MESSAGES.notFromRelease}</li>`;
  const role =
    source === 'preview' ? PREVIEW_MESSAGES.pinned : PREVIEW_MESSAGES[source === 'canary' ? 'canary' : 'live'];
  const href = text(PREVIEW.releasePath(name, release));
  return `<li><strong>${name}</strong>: <a href="${href}">${text(release)}</a> (${role})</li>`;
}

/** Plain, readable at 390 px, and AA contrast; scoped by its class names. */
const BAR_STYLE = `<style>
.store-preview-bar{background:#1e1b4b;color:#fff;font:14px/1.5 system-ui,sans-serif;padding:8px 16px}
.store-preview-bar h2{font-size:14px;margin:0 0 4px}
.store-preview-bar p{margin:0 0 4px}
.store-preview-bar ul{display:flex;flex-wrap:wrap;gap:4px 16px;list-style:none;margin:0 0 4px;padding:0}
.store-preview-bar a{color:#fff;text-decoration:underline}
.store-preview-bar a:focus-visible,.store-preview-bar button:focus-visible{outline:3px solid #facc15;outline-offset:2px}
.store-preview-bar .store-preview-warning{background:#fef3c7;color:#451a03;padding:4px 8px;border-radius:4px}
.store-preview-bar form{margin:0}
.store-preview-bar button{font:inherit;background:#fff;color:#1e1b4b;border:0;border-radius:4px;padding:4px 12px;min-height:32px;cursor:pointer}
</style>`;

/** The bar: each slot's slice and release, a link to each release's record, leaving, and what does not fit. */
export function previewBar(grant: PreviewGrant, slices: VisitorSlices): string {
  const warning = grant.warnings.length
    ? `<p class="store-preview-warning">${text(PREVIEW_MESSAGES.incompatible)} ${grant.warnings.map(text).join('; ')}</p>`
    : '';
  return (
    `<section class="store-preview-bar" aria-labelledby="store-preview-title" data-preview-bar>${BAR_STYLE}` +
    `<h2 id="store-preview-title">${PREVIEW_MESSAGES.barLabel}</h2>` +
    `<p>${text(PREVIEW_MESSAGES.barIntro(untilText(grant.expiresAt)))}</p>` +
    `<ul>${REMOTE_NAMES.map((name) => slotLine(name, slices)).join('')}</ul>${warning}` +
    // A GET: leaving only clears this browser's cookie, and a form POST would bring a body this
    // server has no parser for.
    `<form method="get" action="${PREVIEW.leavePath}"><button type="submit">${PREVIEW_MESSAGES.leave}</button></form>` +
    '</section>'
  );
}

const ROOT_ELEMENT = '<div id="root">';

/** A page with the bar before the site's root (React never touches it) and no search engine's. */
export const withPreviewBar = (html: string, bar: string) =>
  html
    .replace('</head>', () => '<meta name="robots" content="noindex"></head>')
    .replace(ROOT_ELEMENT, () => `${bar}${ROOT_ELEMENT}`);

/** A page of this module's own: plain, accessible HTML. */
function plainPage(title: string, body: string): string {
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${text(title)} · Electronics Store</title><style>body{font:16px/1.5 system-ui,sans-serif;color:#111827;max-width:48rem;margin:0 auto;padding:16px}a{color:#1d4ed8}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:4px 8px;border-bottom:1px solid #d1d5db;vertical-align:top}</style></head><body><main>${body}</main></body></html>`;
}

function refusedPage(why: PreviewLinkRefusal): string {
  return plainPage(
    PREVIEW_MESSAGES.refusedTitle,
    `<h1>${PREVIEW_MESSAGES.refusedTitle}</h1><p>${PREVIEW_MESSAGES[why]} ${text(PREVIEW_MESSAGES.askAgain)}</p>` +
      `<p>${PREVIEW_MESSAGES.nothingChanged}</p><p><a href="/">${PREVIEW_MESSAGES.backToStore}</a></p>`,
  );
}

function recordPage({ release, history, live, canary }: ReleaseRecord): string {
  const title = PREVIEW_MESSAGES.releaseTitle(release.target, release.id);
  const role =
    release.id === live
      ? 'live'
      : release.id === canary?.release
        ? `canary for ${canary.percent} %`
        : 'not served to shoppers';
  const needs =
    Object.entries(release.needs)
      .map(([name, range]) => `${name} ${range}`)
      .join(', ') || 'none';
  const facts: [string, string][] = [
    ['Now', role],
    ['Version', release.version],
    ['Commit', release.commit],
    ['Published', release.createdAt],
    ['Needs from the shell', needs],
    [
      'First-load JS',
      release.firstLoadBytes === null ? 'not recorded' : `${(release.firstLoadBytes / 1024).toFixed(1)} kB`,
    ],
    ['Files stored', release.filesStored ? 'yes' : 'no'],
  ];
  const rows = history
    .map(
      (entry) =>
        `<tr><td>${text(entry.at)}</td><td>${text(entry.action)}${entry.forced ? ' (forced)' : ''}</td><td>${text(entry.by)}</td><td>${text([entry.reason, entry.evidence].filter(Boolean).join(' — '))}</td></tr>`,
    )
    .join('');
  return plainPage(
    title,
    `<h1>${text(title)}</h1><dl>${facts.map(([name, value]) => `<dt>${name}</dt><dd>${text(value)}</dd>`).join('')}</dl>` +
      `<h2>History</h2><table><thead><tr><th scope="col">When</th><th scope="col">What</th><th scope="col">By</th><th scope="col">Why</th></tr></thead><tbody>${rows}</tbody></table>` +
      `<p><a href="/">${PREVIEW_MESSAGES.backToStore}</a></p>`,
  );
}

export interface PreviewOptions {
  secret: string;
  registryUrl: string;
}

/** The preview routes, and `previewOf`: the grant a request's cookie holds, or null (a shopper). */
export function registerPreview(app: FastifyInstance, { secret, registryUrl }: PreviewOptions) {
  const links = previewLinks(secret);
  const secure = (request: FastifyRequest) => request.protocol === 'https';

  /** The grant this browser holds; an expired or changed one is no preview (and the cookie is cleared). */
  const previewOf = (request: FastifyRequest, reply: FastifyReply): PreviewGrant | null => {
    const held = COOKIE_IN_HEADER.exec(request.headers.cookie ?? '')?.[1];
    if (!held) return null;
    const grant = links.read(held);
    if ('refused' in grant) {
      reply.header('Set-Cookie', cookie('', new Date(0), secure(request)));
      return null;
    }
    return grant;
  };

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).headers(PREVIEW_HEADERS).type('text/html; charset=utf-8').send(body);

  app.get(PREVIEW.enterPath, async (request, reply) => {
    const { link } = request.query as { link?: unknown };
    const grant = typeof link === 'string' ? links.read(link) : ({ refused: 'forged' } as const);
    // Refused: nothing is set, this browser stays as it was.
    if ('refused' in grant) return html(reply, grant.refused === 'expired' ? 410 : 403, refusedPage(grant.refused));
    return reply
      .headers(PREVIEW_HEADERS)
      .header('Set-Cookie', cookie(link as string, new Date(grant.expiresAt), secure(request)))
      .redirect('/', 303);
  });

  const leave = async (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .headers(PREVIEW_HEADERS)
      .header('Set-Cookie', cookie('', new Date(0), secure(request)))
      .redirect('/', 303);
  app.post(PREVIEW.leavePath, leave);
  app.get(PREVIEW.leavePath, leave);

  app.get(PREVIEW.releasePath(':target', ':release'), async (request, reply) => {
    // Only a preview browser learns anything of the registry; for anyone else there is no such page.
    if (!previewOf(request, reply)) return reply.code(404).send({ message: 'Not found' });
    const { target, release } = request.params as { target: string; release: string };
    const response = await fetch(
      `${registryUrl}${API_PATHS.releases.record(encodeURIComponent(target), encodeURIComponent(release))}`,
      { signal: AbortSignal.timeout(2000) },
    );
    if (response.status === 404 || response.status === 400) {
      return html(
        reply,
        404,
        plainPage(PREVIEW_MESSAGES.releaseUnknown, `<h1>${PREVIEW_MESSAGES.releaseUnknown}</h1>`),
      );
    }
    if (!response.ok) throw new Error(`the registry answered ${response.status} for ${target} ${release}`);
    return html(reply, 200, recordPage((await response.json()) as ReleaseRecord));
  });

  return { previewOf };
}
