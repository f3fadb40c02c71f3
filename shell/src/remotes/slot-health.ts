/**
 * How the slots fare, per slice release, for the release registry: each slot of this page view is
 * reported once as rendered and once more if it failed (to load, or by throwing), with the
 * page-view token the site server gave for the slot's release. Sent at most every
 * SLOT_REPORT_INTERVAL_MS, and when the page is hidden, as one small beacon (no personal data).
 * A slice not served from a release, or without a token for the release the page runs, is not
 * reported: the registry would not count it.
 */
import {
  API_BASE_URL,
  API_PATHS,
  type RemoteModuleId,
  type RemoteName,
  type RemotesConfig,
  SLOT_REPORT_INTERVAL_MS,
  SLOT_REPORT_MAX_ROWS,
} from 'shared-contracts';
import type { SlotReportPayload } from 'shared-contracts/schemas';
import { remotesRegistered } from './remote-registry';
import { REMOTES_CONFIG_URL } from './remotes-config-request';

type Row = SlotReportPayload['rows'][number];

/** Rows not sent yet, by token and slot. */
const pending = new Map<string, Row>();
/** Rows sent, by token and slot: whether each was sent as failed (then nothing more is to say). */
const sent = new Map<string, boolean>();
let sendTimer: ReturnType<typeof setTimeout> | undefined;
let sendsWhenHidden = false;
/** A server-rendered page's copy of /remotes.json carries no tokens (it may serve many visitors): asked for once. */
let tokensForPage: Promise<Partial<RemotesConfig>> | null = null;

function send(): void {
  clearTimeout(sendTimer);
  sendTimer = undefined;
  if (pending.size === 0) return;
  const rows = [...pending.entries()].slice(0, SLOT_REPORT_MAX_ROWS);
  for (const [key, row] of rows) {
    pending.delete(key);
    sent.set(key, row.failed);
  }
  const report: SlotReportPayload = { rows: rows.map(([, row]) => row) };
  const body = new Blob([JSON.stringify(report)], { type: 'application/json' });
  navigator.sendBeacon?.(`${API_BASE_URL}${API_PATHS.releases.reports}`, body);
  if (pending.size > 0) sendTimer = setTimeout(send, SLOT_REPORT_INTERVAL_MS);
}

/** The token of this page view for `remote`'s release as the page runs it, if the site gave one. */
async function tokenFor(remote: RemoteName): Promise<string | undefined> {
  const running = (await remotesRegistered())[remote];
  if (!running?.release) return undefined;
  if (running.token) return running.token;
  tokensForPage ??= fetch(REMOTES_CONFIG_URL, { cache: 'no-cache' })
    .then((response) => (response.ok ? (response.json() as Promise<Partial<RemotesConfig>>) : {}))
    .catch(() => ({}));
  const fresh = (await tokensForPage)[remote];
  // A switch since the page was rendered: that token is for another release than the one running.
  return fresh?.release === running.release ? fresh.token : undefined;
}

/** Counts the slot of module `id` as rendered or failed, against the release this visitor runs. */
export function reportSlot(id: RemoteModuleId, outcome: 'view' | 'error'): void {
  const [remote, slot] = id.split('/') as [RemoteName, string];
  tokenFor(remote)
    .then((token) => {
      if (!token) return;
      const key = `${token} ${slot}`;
      const failed = outcome === 'error' || (pending.get(key)?.failed ?? false);
      const wasSent = sent.get(key);
      if (wasSent === true || (wasSent === false && !failed) || (pending.has(key) && !failed)) return;
      pending.set(key, { token, slot, failed });
      sendTimer ??= setTimeout(send, SLOT_REPORT_INTERVAL_MS);
      if (!sendsWhenHidden) {
        sendsWhenHidden = true;
        // What is counted reaches the registry also when the visitor leaves before the timer.
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'hidden') send();
        });
      }
    })
    // Without /remotes.json no slot rendered from a release: nothing to count.
    .catch(() => undefined);
}
