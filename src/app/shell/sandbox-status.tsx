import { FlaskConical, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { rememberedLiveConnection } from '../../features/connection/storage';
import { useConnection } from '../../features/connection/use-connection';
import { useSwitchConnection } from '../../features/connection/use-switch-connection';
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

/**
 * Makes sandbox mode unmistakable: a coloured band over every page saying the data is the demo's,
 * and, when a live connection is remembered on this device, a way back to it in one click.
 */
export function SandboxBanner() {
  const connection = useConnection();
  const { connect } = useSwitchConnection();
  if (connection?.mode !== 'sandbox') return null;
  const live = rememberedLiveConnection();
  return (
    <div
      role="note"
      aria-label="Sandbox mode"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-warning-fg/30 bg-warning-bg px-4 py-1.5 text-xs text-warning-fg md:px-8"
    >
      {/* The icon shares its text's line: as a wrapping item of its own it sat alone at 390 px. */}
      <span className="flex min-w-0 items-start gap-2">
        <FlaskConical aria-hidden className="mt-px size-3.5 shrink-0" />
        <span>
          <strong className="font-semibold">Sandbox:</strong> demo data kept in this browser. Nothing is sent
          to a real API.
        </span>
      </span>
      {live && (
        <Button
          variant="link"
          size="sm"
          className="text-xs text-warning-fg underline"
          onClick={() => connect(live, true, location.pathname + location.search)}
        >
          Use the live connection saved on this device ({new URL(live.baseUrl, location.origin).host})
        </Button>
      )}
    </div>
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
