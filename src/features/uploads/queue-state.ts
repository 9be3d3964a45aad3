import { isUploadExpired } from '../../api/upload-host';
import type { FileRecord } from './api';

/**
 * The upload queue's state and its pure transitions (tested without a browser). The runner that
 * drives each file through the upload steps (docs/api-behaviour.md, File uploads) is in upload-queue.ts.
 */
export type UploadStatus = 'checking' | 'queued' | 'creating' | 'uploading' | 'done' | 'error' | 'cancelled';

export interface UploadItemError {
  message: string;
  /** False for files refused by the rules: retrying cannot help. */
  retryable: boolean;
  /** The signed credentials expired: the retry creates a new file record. */
  expired: boolean;
  /** Refused by the rules before anything was sent. */
  refused?: true;
}

export interface UploadItem {
  id: string;
  file: File;
  status: UploadStatus;
  /** Share of the file sent to the upload host, 0 to 1. */
  progress: number;
  error?: UploadItemError;
  /** The file record (step 1); kept across a retry unless its credentials expired. */
  record?: FileRecord;
  /** Increases with every run, so late results of a cancelled run are ignored. */
  attempt: number;
}

export interface QueueState {
  items: UploadItem[];
  /** The latest status change in words, for a polite live region. */
  announcement: string;
}

export const EMPTY_QUEUE: QueueState = { items: [], announcement: '' };

export type QueueAction =
  | { type: 'add'; items: { id: string; file: File; record?: FileRecord }[] }
  | { type: 'checked'; id: string; refusal?: string }
  | { type: 'start'; id: string; now: number }
  | { type: 'created'; id: string; attempt: number; record: FileRecord }
  | { type: 'progress'; id: string; attempt: number; progress: number }
  | { type: 'uploaded'; id: string; attempt: number; record: FileRecord }
  | { type: 'failed'; id: string; attempt: number; error: UploadItemError }
  | { type: 'cancel'; id: string }
  | { type: 'retry'; id: string; now: number }
  | { type: 'remove'; id: string };

const ACTIVE: ReadonlySet<UploadStatus> = new Set(['creating', 'uploading']);

export function isActive(item: UploadItem): boolean {
  return ACTIVE.has(item.status);
}

export function canCancel(item: UploadItem): boolean {
  return item.status === 'queued' || item.status === 'checking' || isActive(item);
}

/** Refused by the rules before anything was sent: not an upload at all. */
export function isRefused(item: UploadItem): boolean {
  return item.status === 'error' && item.error?.refused === true;
}

export function canRetry(item: UploadItem): boolean {
  return item.status === 'cancelled' || (item.status === 'error' && item.error?.retryable === true);
}

/** A retry (or a late start) needs a new file record when the old one's credentials expired. */
export function needsNewRecord(item: UploadItem, now: number): boolean {
  if (!item.record?.upload) return true;
  return item.error?.expired === true || isUploadExpired(item.record.upload, now);
}

/** The queued items that may start now, oldest first, keeping at most `concurrency` running. */
export function itemsToStart(items: readonly UploadItem[], concurrency: number): UploadItem[] {
  const free = concurrency - items.filter(isActive).length;
  return free > 0 ? items.filter((i) => i.status === 'queued').slice(0, free) : [];
}

/** The item without its last error, and without its record unless it is reused. */
function withoutRun(item: UploadItem, keepRecord: boolean): UploadItem {
  const next: UploadItem = { ...item };
  delete next.error;
  if (!keepRecord) delete next.record;
  return next;
}

function update(
  state: QueueState,
  id: string,
  change: (item: UploadItem) => UploadItem | undefined,
  announce?: (item: UploadItem) => string,
): QueueState {
  const item = state.items.find((i) => i.id === id);
  const next = item && change(item);
  if (!item || !next) return state;
  return {
    items: state.items.map((i) => (i.id === id ? next : i)),
    announcement: announce ? announce(next) : state.announcement,
  };
}

export function reduceQueue(state: QueueState, action: QueueAction): QueueState {
  switch (action.type) {
    case 'add':
      return {
        ...state,
        items: [
          ...state.items,
          ...action.items.map((i): UploadItem => ({ ...i, status: 'checking', progress: 0, attempt: 0 })),
        ],
      };
    case 'checked':
      return update(
        state,
        action.id,
        (item) =>
          item.status !== 'checking'
            ? undefined
            : action.refusal
              ? {
                  ...item,
                  status: 'error',
                  error: { message: action.refusal, retryable: false, expired: false, refused: true },
                }
              : { ...item, status: 'queued' },
        (item) =>
          item.status === 'error' ? `Not uploaded: ${item.error?.message ?? ''}` : state.announcement,
      );
    case 'start':
      return update(
        state,
        action.id,
        (item) => {
          if (item.status !== 'queued') return undefined;
          const reuse = item.record !== undefined && !needsNewRecord(item, action.now);
          return {
            ...withoutRun(item, reuse),
            status: reuse ? 'uploading' : 'creating',
            progress: 0,
            attempt: item.attempt + 1,
          };
        },
        (item) => `Uploading ${item.file.name}`,
      );
    case 'created':
      return update(state, action.id, (item) =>
        item.status === 'creating' && item.attempt === action.attempt
          ? { ...item, status: 'uploading', record: action.record }
          : undefined,
      );
    case 'progress':
      return update(state, action.id, (item) =>
        item.status === 'uploading' && item.attempt === action.attempt
          ? { ...item, progress: Math.max(item.progress, Math.min(1, Math.max(0, action.progress))) }
          : undefined,
      );
    case 'uploaded':
      return update(
        state,
        action.id,
        (item) =>
          item.status === 'uploading' && item.attempt === action.attempt
            ? { ...item, status: 'done', progress: 1, record: action.record }
            : undefined,
        (item) => `${item.file.name} uploaded`,
      );
    case 'failed':
      return update(
        state,
        action.id,
        (item) =>
          isActive(item) && item.attempt === action.attempt
            ? { ...item, status: 'error', error: action.error }
            : undefined,
        (item) => `${item.file.name} failed: ${item.error?.message ?? ''}`,
      );
    case 'cancel':
      return update(
        state,
        action.id,
        (item) => (canCancel(item) ? { ...item, status: 'cancelled' } : undefined),
        (item) => `${item.file.name} cancelled`,
      );
    case 'retry':
      return update(
        state,
        action.id,
        (item) => {
          if (!canRetry(item)) return undefined;
          return { ...withoutRun(item, !needsNewRecord(item, action.now)), status: 'queued', progress: 0 };
        },
        (item) => `${item.file.name} queued again`,
      );
    case 'remove':
      return state.items.some((i) => i.id === action.id && !canCancel(i))
        ? { ...state, items: state.items.filter((i) => i.id !== action.id) }
        : state;
  }
}
