import { lazy, Suspense } from 'react';
import { useConnection } from '../../features/connection/use-connection';
import { loadChunk } from '../../lib/load-chunk';

// The faults marker, with the sandbox's control API behind it, is code a live connection never
// runs: it loads only in sandbox mode. It sits at the end of the top bar, so its late arrival moves
// nothing under the pointer.
const loadFaultsMarker = () => loadChunk(() => import('./faults-marker'));

const FaultsMarker = lazy(async () => ({ default: (await loadFaultsMarker()).FaultsMarker }));

/** Starts the download early, as the page starts in sandbox mode (see main.tsx). */
export function preloadFaultsMarker(): void {
  void loadFaultsMarker().catch(() => undefined); // the slot retries, and reports, when it renders
}

/** The top bar's "Faults on" link in sandbox mode; nothing, and no download, in live mode. */
export function FaultsMarkerSlot() {
  const connection = useConnection();
  if (connection?.mode !== 'sandbox') return null;
  return (
    <Suspense fallback={null}>
      <FaultsMarker />
    </Suspense>
  );
}
