import type { Store } from '../domain/store';
import type { FileBytesStore } from '../file-store';
import type { AnswerCheck } from './contract-check';

/**
 * How a forced fault answers: the service's error shape with the status (default), a page of HTML or
 * a truncated JSON body with the status (as a proxy or a broken server would send, 200 included),
 * a network error, or no answer at all (the client's timeout has to end it).
 */
export const FORCED_ANSWERS = ['error', 'html', 'malformed-json', 'network-error', 'no-answer'] as const;
export type ForcedAnswerKind = (typeof FORCED_ANSWERS)[number];

export interface ForcedAnswer {
  operationId: string;
  status: number;
  answer?: ForcedAnswerKind;
}

/** Fault injection for demos and tests (set over HTTP at `/_control/faults`). */
export interface Faults {
  latencyMs: number;
  /** 0 to 1: the share of API requests answered with a 500. */
  errorRate: number;
  forced: ForcedAnswer[];
  /** createFile issues upload credentials that have already expired (the upload answers 403). */
  expireUploadCredentials?: boolean;
  /** The emulated upload host takes the file at this many bytes a second; 0 or absent: at once. */
  uploadBytesPerSecond?: number;
}

export const NO_FAULTS: Faults = { latencyMs: 0, errorRate: 0, forced: [], expireUploadCredentials: false };

/** Everything the handlers share: the store, the credentials it accepts, faults, persistence. */
export interface SandboxRuntime {
  store: Store;
  apiKey: string;
  bearerToken: string;
  faults: Faults;
  preset: string;
  /** Bytes of uploaded files (IndexedDB in the browser, memory elsewhere); cleared by reset. */
  fileBytes: FileBytesStore;
  /** Signs and verifies the upload policies of createFile. */
  uploadSecret: string;
  /** Called after every successful write; resolves once the state is stored (the answer waits). */
  changed(): Promise<void>;
  /** Replaces the state with a fresh seed of the given preset (and drops uploaded bytes). */
  reset(preset: string): void;
  /** Called after the faults change, so the browser can keep them across a reload of the tab. */
  faultsChanged?(): void;
  /** Random source for fault injection (kept apart from the store's seeded sequence). */
  random(): number;
  /** Checks every API answer against the contract (see contract-check.ts); absent: not checked. */
  checkAnswer?: AnswerCheck;
}
