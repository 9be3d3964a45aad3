import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { loadChunk } from '../../lib/load-chunk';

/**
 * Toasts without Sonner on the first route: `toast.*` loads Sonner and mounts its Toaster on the
 * first call, then shows the toast. Nothing is toasted before any user action, so first paint never
 * pays for it.
 */
type Sonner = typeof import('sonner');
type Options = { description?: ReactNode; duration?: number };

let wanted = false;
const listeners = new Set<() => void>();
let resolveMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => (resolveMounted = resolve));
let sonner: Promise<Sonner> | undefined;

function ready(): Promise<Sonner> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  sonner ??= import('sonner');
  return Promise.all([sonner, mounted]).then(([module]) => module);
}

function show(kind: 'success' | 'error' | 'info' | 'message', message: ReactNode, options?: Options): void {
  void ready().then(({ toast: sonnerToast }) => {
    if (kind === 'message') sonnerToast(message, options);
    else sonnerToast[kind](message, options);
  });
}

export const toast = {
  success: (message: ReactNode, options?: Options) => show('success', message, options),
  error: (message: ReactNode, options?: Options) => show('error', message, options),
  info: (message: ReactNode, options?: Options) => show('info', message, options),
  message: (message: ReactNode, options?: Options) => show('message', message, options),
};

const LazySonnerToaster = lazy(async () => ({
  default: (await loadChunk(() => import('./sonner-toaster'))).SonnerToaster,
}));

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mount once in the root layout; it renders nothing until the first toast. */
export function Toaster() {
  const active = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <LazySonnerToaster onMounted={resolveMounted} />
    </Suspense>
  );
}
