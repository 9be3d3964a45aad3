import { FlaskConical } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { rememberedLiveConnection } from '../../features/connection/storage';
import { useConnection } from '../../features/connection/use-connection';
import { useSwitchConnection } from '../../features/connection/use-switch-connection';

// Drawn with the page, not loaded after it: a band that appeared late pushed the page down under
// the pointer (a click meant for one list row landed on the next).
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
