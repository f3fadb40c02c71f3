/**
 * How the slots fare, per slice release, for the release registry: a view when a slice's module
 * rendered, an error when it failed to load or threw. Counted here and sent at most every
 * SLOT_REPORT_INTERVAL_MS, and when the page is hidden, as one small beacon of counts (no personal
 * data). A slice not served from a release is not reported.
 */
import {
  API_BASE_URL,
  API_PATHS,
  type RemoteName,
  SLOT_REPORT_INTERVAL_MS,
  SLOT_REPORT_MAX_COUNT,
  SLOT_REPORT_MAX_ROWS,
} from 'shared-contracts';
import type { SlotReportPayload } from 'shared-contracts/schemas';
import { remotesRegistered } from './remote-registry';

type Row = SlotReportPayload['rows'][number];

const rows = new Map<string, Row>();
let sendTimer: ReturnType<typeof setTimeout> | undefined;
let sendsWhenHidden = false;

function send(): void {
  clearTimeout(sendTimer);
  sendTimer = undefined;
  if (rows.size === 0) return;
  const report: SlotReportPayload = { rows: [...rows.values()].slice(0, SLOT_REPORT_MAX_ROWS) };
  rows.clear();
  const body = new Blob([JSON.stringify(report)], { type: 'application/json' });
  navigator.sendBeacon?.(`${API_BASE_URL}${API_PATHS.releases.reports}`, body);
}

/** Counts one view or error of `remote`'s slot against the release this visitor runs. */
export function reportSlot(remote: RemoteName, outcome: 'view' | 'error'): void {
  remotesRegistered()
    .then((remotes) => {
      const release = remotes[remote]?.release;
      if (!release) return;
      const key = `${remote}@${release}`;
      const row = rows.get(key) ?? { target: remote, release, views: 0, errors: 0 };
      const field = outcome === 'view' ? 'views' : 'errors';
      row[field] = Math.min(row[field] + 1, SLOT_REPORT_MAX_COUNT);
      rows.set(key, row);
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
