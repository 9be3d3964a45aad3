import { ImageDown, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/select';
import { downloadBlob } from '../../../lib/download';
import { formatNumber } from '../../../lib/format';
import type { RankedEntry } from '../board';
import { SHARE_TOP_DEFAULT, SHARE_TOP_MAX, shareBoard, type ShareTheme } from './share-board';

export interface SharePanelProps {
  entries: readonly RankedEntry[];
  title: string;
  /** The order in words ("Score, highest first"). */
  order: string;
  metric: string;
  /** When the board was read (ms). */
  readAt: number;
  artUrl: string | null | undefined;
  /** The file's name without its extension. */
  fileBase: string;
}

type Outcome =
  | { kind: 'saved'; name: string; width: number; height: number; artDrawn: boolean }
  | { kind: 'failed'; message: string };

/**
 * Sharing the board: the top N as a PNG made in the browser (light or dark), or printed alone on
 * the page. The drawing and the print view load on first use.
 */
export function SharePanel({ entries, title, order, metric, readAt, artUrl, fileBase }: SharePanelProps) {
  const [top, setTop] = useState(SHARE_TOP_DEFAULT);
  const [theme, setTheme] = useState<ShareTheme>('light');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const headingId = useId();
  const board = () => shareBoard(entries, top, { title, order, metric, readAt });

  const exportPng = async () => {
    setBusy(true);
    try {
      const { boardPng } = await import('./export-png');
      const png = await boardPng(board(), theme, artUrl);
      const name = `${fileBase}-top-${String(Math.min(top, entries.length))}-${theme}.png`;
      downloadBlob(name, png.blob);
      setOutcome({ kind: 'saved', name, width: png.width, height: png.height, artDrawn: png.artDrawn });
    } catch (error) {
      setOutcome({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  const print = async () => {
    const { printBoard } = await import('./print-board');
    printBoard(board());
  };

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle as="h3" id={headingId}>
          Share
        </CardTitle>
        <CardDescription>
          The top entries as an image (title, read time, ranks, names or short wallets, the metric) or
          printed on their own.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <Field label="Top entries">
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={SHARE_TOP_MAX}
              className="w-24"
              defaultValue={top}
              onChange={(e) => {
                const value = Math.floor(Number(e.target.value));
                if (Number.isFinite(value) && value >= 1) setTop(Math.min(SHARE_TOP_MAX, value));
              }}
            />
          </Field>
          <Field label="Image theme">
            <NativeSelect value={theme} onChange={(e) => setTheme(e.target.value === 'dark' ? 'dark' : 'light')}>
              <option value="light">Light</option>
              <option value="dark">Dark</option>
            </NativeSelect>
          </Field>
          <Button variant="secondary" onClick={() => void exportPng()} disabled={busy}>
            <ImageDown aria-hidden />
            {busy ? 'Drawing…' : 'Download PNG'}
          </Button>
          <Button variant="secondary" onClick={() => void print()}>
            <Printer aria-hidden />
            Print
          </Button>
        </div>
        <p className="text-sm" role="status">
          {outcome?.kind === 'saved' &&
            `Saved ${outcome.name}: ${formatNumber(outcome.width)} × ${formatNumber(outcome.height)} px.${
              outcome.artDrawn ? '' : ' The badge art is a placeholder: its image host does not allow drawing it.'
            }`}
          {outcome?.kind === 'failed' && `The image could not be made: ${outcome.message}`}
        </p>
      </CardContent>
    </Card>
  );
}
