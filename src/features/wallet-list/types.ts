import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { WalletListSourceProps } from '../../components/ui/wallet-list-source';
import type { WalletCsvReport } from '../../lib/csv/csv-protocol';

/**
 * The one pipeline for pages that act on a list of wallets (member import, bulk award, and the
 * next ones): source → parse and check in the CSV worker → the service's check → dry run → review →
 * job → per-line report. A page only fills a `WalletListConfig`: what a line holds, what is
 * checked, what the dry run counts, which job runs, and its words.
 */

/** One line of the list and what happens (or happened) to it, for the per-line table. */
export interface LineOutcome {
  /** 1-based line of the file, as an editor shows it. */
  line: number;
  /** As written (checksummed when valid). */
  wallet: string;
  /** The outcome in the page's words: "Invalid address", "added", "over the claim limit"… */
  outcome: string;
  /** The sentence that explains it, or ''. */
  message: string;
}

/** What every dry run says: how many lines will be sent, and each line that will not. */
export interface DryRun {
  toSend: number;
  /** In file order. */
  notSent: readonly LineOutcome[];
}

/** A figure of the dry run ("Will be added 975"). */
export interface ReviewFigure {
  label: string;
  value: string;
  detail?: string;
}

/** Progress of the service's check, in its own words. */
export interface CheckProgress {
  label: string;
  done: number;
  total?: number;
  unit: string;
}

/** The list once read, and what the service's check found. */
export interface CheckedList<Context> {
  report: WalletCsvReport;
  /** Null when the check failed (`error`) or was skipped (`skipped`). */
  context: Context | null;
  error?: string;
  skipped?: boolean;
  /** When the check ended: what the dry run compares dates with. */
  checkedAt: number;
}

export interface WalletListCheck<Context> {
  /** Asks the service about the list's valid wallets (members, holders…). */
  run: (
    wallets: readonly string[],
    control: { signal: AbortSignal; onProgress: (progress: CheckProgress) => void },
  ) => Promise<Context>;
  /** The check's failure in words, before the server's message ("Could not read who holds the badge"). */
  failed: string;
  /**
   * Without it the list cannot be sent (the holders of a badge: maxClaims depends on them);
   * otherwise the page can go on without it and `goOnWithout` says why that is safe.
   */
  required: boolean;
  goOnWithout?: string;
}

/** What a page shows of a job started from the list (the job itself lives in the jobs feature). */
export interface WalletListJob<Item> {
  /** The job store has been read: a missing job is really missing. */
  loaded: boolean;
  job: { status: string; items: readonly Item[]; results: readonly unknown[] } | undefined;
  /** The job's card (progress, pause, results CSV); `onRemoved` starts over. */
  card: (onRemoved: () => void) => ReactNode;
  /** One line of the job for the per-line table; `result` is null while pending. */
  line: (item: Item, result: unknown) => LineOutcome;
  /** Called once when the job ends (to refresh what it changed). */
  onFinished?: () => void;
}

export interface WalletListTexts {
  source: Pick<WalletListSourceProps, 'format' | 'example' | 'fileLabel' | 'notSentYet'>;
  /** The operation as a noun: "import", "award". */
  noun: string;
  /** The table of lines that will not be sent: "Lines not imported". */
  notSent: string;
  /** Shown when every line will be sent. */
  allSent: { title: string; description: string };
  /** The dry run table's CSV file. */
  reportFile: string;
  /** Starts over: "Import another list". */
  another: string;
  /** The job's outcomes in the order the filter offers them ("added", "skipped", "failed"…). */
  outcomes: readonly string[];
}

export interface WalletListAction {
  /** The start button: "Add 975 members". */
  label: (count: number) => string;
  icon: LucideIcon;
  /** Said beside the disabled button when nothing can be sent. */
  nothing: string;
}

/** The page's own controls in the review (tags for every wallet, autoClaim). */
export interface OptionsProps<Plan, Choice> {
  plan: Plan;
  value: Choice;
  onChange: (value: Choice) => void;
}

export interface WalletListConfig<Context, Plan extends DryRun, Choice> {
  texts: WalletListTexts;
  /** Columns read as `;`/`|` lists. */
  listColumns: readonly string[];
  check: WalletListCheck<Context>;
  /**
   * The dry run, built in slices so a long list never holds the page (see slices.ts); null while
   * the page's own data (tags…) is not there yet.
   */
  plan: (list: CheckedList<Context>) => Promise<Plan> | null;
  /** Said to screen readers once the dry run is ready. */
  summary: (plan: Plan) => string;
  figures: (plan: Plan, list: CheckedList<Context>) => ReviewFigure[];
  /** The page's notes under the figures (how it checked, what the file's columns do…). */
  notes: (plan: Plan, list: CheckedList<Context>) => ReactNode;
  /** The page's own choice before the start (tags for all, autoClaim) and its controls. */
  options: { initial: Choice; render: (props: OptionsProps<Plan, Choice>) => ReactNode };
  /** Why the start is refused (badge not live…), or null. */
  blocked: (plan: Plan, list: CheckedList<Context>) => string | null;
  action: WalletListAction;
  /** Starts the job; resolves with its id (it goes in the URL). */
  start: (plan: Plan, choice: Choice) => Promise<string>;
}
