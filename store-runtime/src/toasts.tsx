/**
 * Toasts, the one way the apps show them: `notify` says something, `<Toasts>` is where it appears.
 * react-toastify (with clsx) is needed only once there is something to say, so it stays out of a
 * page's first load: the first toast imports it, and only then is its container mounted. The import
 * goes through the federation share scope (react-toastify is a shared singleton), so the page keeps
 * one copy whichever app asks first. react-toastify keeps the toasts asked for while no container
 * is mounted and shows them when one mounts, so the first toast after a cold load is not lost.
 */
import { useSyncExternalStore } from 'react';
import type { ToastContainerProps } from 'react-toastify';

type Toastify = typeof import('react-toastify');

/** What one toast may set: how long it stays open (product rules §9). */
export interface NotifyOptions {
  autoClose?: number;
}

type ToastKind = 'info' | 'success' | 'warning' | 'error';

let toastify: Toastify | undefined;
let loading: Promise<Toastify> | undefined;
const listeners = new Set<() => void>();

function loadToastify(): Promise<Toastify> {
  loading ??= import('react-toastify').then(
    (module) => {
      toastify = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      // A download that failed (a dropped connection) is tried again by the next toast.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function show(kind: ToastKind, message: string, options?: NotifyOptions): void {
  loadToastify().then(
    ({ toast }) => {
      toast[kind](message, options);
    },
    (error: unknown) => console.warn('[store-runtime] toasts could not be loaded', error),
  );
}

/** Shows a toast of that kind; the first one loads react-toastify. */
export const notify = {
  info: (message: string, options?: NotifyOptions) => show('info', message, options),
  success: (message: string, options?: NotifyOptions) => show('success', message, options),
  warning: (message: string, options?: NotifyOptions) => show('warning', message, options),
  error: (message: string, options?: NotifyOptions) => show('error', message, options),
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * react-toastify's container with these props, once the first toast has loaded it. Before that it
 * renders nothing, on the server too (the server's snapshot is always "not loaded"), so a
 * server-rendered page hydrates the same markup whatever happened before hydration.
 */
export function Toasts(props: ToastContainerProps) {
  const loaded = useSyncExternalStore(
    subscribe,
    () => toastify,
    () => undefined,
  );
  return loaded ? <loaded.ToastContainer {...props} /> : null;
}
