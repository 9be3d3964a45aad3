import { Zap } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useConnection } from '../../features/connection/use-connection';
import { useSandboxState, type SandboxFaults } from '../../features/sandbox-control/api';

export function faultsAreOn(faults: SandboxFaults | undefined): boolean {
  return Boolean(
    faults &&
    (faults.latencyMs > 0 ||
      faults.errorRate > 0 ||
      faults.forced.length > 0 ||
      (faults.uploadBytesPerSecond ?? 0) > 0),
  );
}

/** Shown in the top bar while any sandbox fault is on, so slow or failing answers are never a mystery. */
export function FaultsMarker() {
  const connection = useConnection();
  const sandbox = connection?.mode === 'sandbox';
  const state = useSandboxState({ enabled: sandbox });
  if (!sandbox || !faultsAreOn(state.data?.faults)) return null;
  return (
    <Link
      to={paths.sandboxSettings()}
      className="inline-flex shrink-0 items-center gap-1 rounded-full border border-danger-fg/40 bg-danger-bg px-2.5 py-1 text-xs font-medium whitespace-nowrap text-danger-fg hover:underline"
      title="The sandbox is adding latency or errors: change it on the Sandbox page"
    >
      <Zap aria-hidden className="size-3.5 shrink-0" />
      Faults on
    </Link>
  );
}
