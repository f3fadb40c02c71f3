import { type ReactNode, Suspense, useContext, useEffect, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { type RemoteModuleId, SLOT_MESSAGES } from 'shared-contracts';
import { HydrationMark, useHydrationMark } from '../hydration-mark';
import { forgetRemote, remoteComponent } from './remote-modules';
import styles from './remote-slot.module.css';
import { RemoteSourceContext } from './remote-source';
import { SLOT_ATTRIBUTE, serverHtmlOf } from './server-html';
import { reportSlot } from './slot-health';

interface RemoteSlotProps {
  id: RemoteModuleId;
  props?: Record<string, unknown>;
  /** What shows while the slice loads; a page-sized skeleton by default. */
  loading?: ReactNode;
}

/**
 * One federated module in its own error boundary and Suspense: a slice that is
 * down or throws shows a fallback with a retry here, and nothing else breaks. A slot the server
 * rendered keeps the server's content instead (its links still work), with a notice.
 */
export function RemoteSlot({ id, props, loading }: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const Component = (useContext(RemoteSourceContext) ?? remoteComponent)(id);

  const retry = async () => {
    await forgetRemote(id);
    setAttempt((count) => count + 1);
  };

  return (
    <ErrorBoundary
      // Sibling routes reuse this slot: a new module or a retry starts a fresh boundary.
      key={`${id}#${attempt}`}
      onError={(error) => {
        console.error(`[shell] ${id} failed`, error);
        reportSlot(id, 'error');
      }}
      fallbackRender={() => {
        const serverHtml = serverHtmlOf(id);
        return serverHtml === undefined ? <RemoteFallback onRetry={retry} /> : <ServerContentKept html={serverHtml} />;
      }}
    >
      {/* Marks the slot's server HTML, which the browser keeps (server-html.ts); no box of its own. */}
      <div className={styles.slot} {...{ [SLOT_ATTRIBUTE]: id }}>
        <Suspense fallback={loading ?? <PageLoading />}>
          <Component {...props} />
          <SlotViewed id={id} />
          <HydrationMark />
        </Suspense>
      </div>
    </ErrorBoundary>
  );
}

/**
 * The slot's content as the server sent it, when its slice's code could not be loaded: the page
 * the visitor asked for, its links working as plain links, without what the code would add.
 */
function ServerContentKept({ html }: { html: string }) {
  useHydrationMark();
  return (
    <>
      <p className={styles.notice} role="status">
        {SLOT_MESSAGES.serverContentKept}
      </p>
      {/* The server's own markup of this page, read from the page before hydration (server-html.ts). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML the server sent in this very page, put back as it was. */}
      <div className={styles.slot} dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}

/** Renders nothing; once the slot's module has rendered, counts a view of its release. */
function SlotViewed({ id }: { id: RemoteModuleId }) {
  useEffect(() => reportSlot(id, 'view'), [id]);
  return null;
}

export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const [retrying, setRetrying] = useState(false);
  useHydrationMark();
  return (
    <section className={styles.fallback} role="alert">
      <h2>This part of the store is unavailable right now</h2>
      <p>The rest of the site still works. Please try again in a moment.</p>
      <button
        type="button"
        className={styles.retry}
        disabled={retrying}
        onClick={() => {
          setRetrying(true);
          onRetry();
        }}
      >
        {retrying ? 'Retrying…' : 'Try again'}
      </button>
    </section>
  );
}

export function PageLoading() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.visuallyHidden}>Loading…</span>
    </div>
  );
}
