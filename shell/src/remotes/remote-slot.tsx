import { type ReactNode, Suspense, useContext, useEffect, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { RemoteModuleId } from 'shared-contracts';
import { HydrationMark, useHydrationMark } from '../hydration-mark';
import { forgetRemote, remoteComponent } from './remote-modules';
import styles from './remote-slot.module.css';
import { RemoteSourceContext } from './remote-source';
import { reportSlot } from './slot-health';

interface RemoteSlotProps {
  id: RemoteModuleId;
  props?: Record<string, unknown>;
  /** What shows while the slice loads; a page-sized skeleton by default. */
  loading?: ReactNode;
}

/**
 * One federated module in its own error boundary and Suspense: a slice that is
 * down or throws shows a fallback with a retry here, and nothing else breaks.
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
      fallbackRender={() => <RemoteFallback onRetry={retry} />}
    >
      <Suspense fallback={loading ?? <PageLoading />}>
        <Component {...props} />
        <SlotViewed id={id} />
        <HydrationMark />
      </Suspense>
    </ErrorBoundary>
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
