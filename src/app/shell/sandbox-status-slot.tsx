import { lazy, Suspense, type ReactNode } from 'react';
import { useConnection } from '../../features/connection/use-connection';
import { loadChunk } from '../../lib/load-chunk';

// The sandbox's banner and faults marker, with the sandbox's control API behind them, are code a
// live connection never runs: they load only in sandbox mode, beside the sandbox itself.
const loadSandboxStatus = () => loadChunk(() => import('./sandbox-status'));

const SandboxBannerChunk = lazy(async () => ({ default: (await loadSandboxStatus()).SandboxBanner }));
const FaultsMarkerChunk = lazy(async () => ({ default: (await loadSandboxStatus()).FaultsMarker }));

/** Starts the download early, as the page starts in sandbox mode (see main.tsx). */
export function preloadSandboxStatus(): void {
  void loadSandboxStatus().catch(() => undefined); // the slots retry, and report, when they render
}

/** Its lazy child in sandbox mode; nothing, and no download, in live mode. */
function InSandboxOnly({ children }: { children: ReactNode }) {
  const connection = useConnection();
  if (connection?.mode !== 'sandbox') return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** The band over every page in sandbox mode. */
export function SandboxBannerSlot() {
  return (
    <InSandboxOnly>
      <SandboxBannerChunk />
    </InSandboxOnly>
  );
}

/** The top bar's "Faults on" link in sandbox mode. */
export function FaultsMarkerSlot() {
  return (
    <InSandboxOnly>
      <FaultsMarkerChunk />
    </InSandboxOnly>
  );
}
