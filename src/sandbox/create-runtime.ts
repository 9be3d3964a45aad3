import { createStore } from './domain/store';
import type { Snapshot } from './domain/stored';
import { memoryFileBytes, type FileBytesStore } from './file-store';
import { contractGuard } from './http/contract-check';
import { reportContractViolations, type ContractReporter } from './http/contract-report';
import { NO_FAULTS, type Faults, type SandboxRuntime } from './http/runtime';
import { createSeed, type SeedPreset } from './seed/create-seed';

export interface RuntimeOptions {
  apiKey: string;
  bearerToken: string;
  preset?: SeedPreset;
  /**
   * A saved state to resume from (IndexedDB), or a seed built by the caller; taken over as
   * it is (not copied). The seed is built here when absent or unreadable.
   */
  snapshot?: Snapshot;
  /**
   * Called after each write with a way to take a snapshot (taken lazily by the persistence);
   * resolves once the state is stored, and the write is answered after that.
   */
  onChange?: (take: () => Snapshot) => Promise<void>;
  /** Faults to start with (the browser keeps them for the tab), and where changes to them go. */
  faults?: Faults;
  onFaultsChange?: (faults: Faults) => void;
  /** Where uploaded bytes go; in memory by default (the browser passes IndexedDB). */
  fileBytes?: FileBytesStore;
  /** Signs the upload policies. Fixed by default, so credentials issued before a reload still verify. */
  uploadSecret?: string;
  /**
   * Where answers that break the contract are reported (they are always checked, and answered with
   * a 500 that names the operation, status and field). Default: see setContractReporter (logged).
   */
  onContractViolation?: ContractReporter;
}

export const DEFAULT_UPLOAD_SECRET = 'sandbox-upload-secret-do-not-use-elsewhere';

// Seeds are deterministic: a preset built once is kept pristine and copied for each reset.
const seeds = new Map<SeedPreset, Snapshot>();
function seedOf(preset: SeedPreset): Snapshot {
  let snapshot = seeds.get(preset);
  if (!snapshot) {
    snapshot = createSeed({ preset });
    seeds.set(preset, snapshot);
  }
  return snapshot;
}

/**
 * The first store of a runtime. Neither a saved state (IndexedDB hands out a copy of its own) nor a
 * seed built just for it is copied again: copying the demo world's 3 MB took about 250 ms of the
 * first page's main thread in the browser, longer than building the seed.
 */
function storeFrom(snapshot: Snapshot | undefined, preset: SeedPreset) {
  if (snapshot) {
    try {
      return createStore(snapshot, { copy: false });
    } catch (error) {
      console.warn('Sandbox: the saved state could not be read; starting from the demo data.', error);
    }
  }
  return seeds.has(preset)
    ? createStore(seedOf(preset))
    : createStore(createSeed({ preset }), { copy: false });
}

export function createRuntime(options: RuntimeOptions): SandboxRuntime {
  const initialPreset = options.preset ?? 'demo';
  const runtime: SandboxRuntime = {
    store: storeFrom(options.snapshot, initialPreset),
    apiKey: options.apiKey,
    bearerToken: options.bearerToken,
    faults: { ...NO_FAULTS, ...options.faults },
    faultsChanged: () => options.onFaultsChange?.(runtime.faults),
    preset: initialPreset,
    fileBytes: options.fileBytes ?? memoryFileBytes(),
    uploadSecret: options.uploadSecret ?? DEFAULT_UPLOAD_SECRET,
    // Not copied: IndexedDB copies the state when it stores it (a change made in between is stored
    // with it, which is no harm).
    changed: () => options.onChange?.(() => runtime.store.snapshot({ copy: false })) ?? Promise.resolve(),
    reset: (preset) => {
      const p: SeedPreset = preset === 'large' ? 'large' : 'demo';
      runtime.store = createStore(seedOf(p));
      runtime.preset = p;
      // The seed has no files, so no stored bytes belong to it any more.
      runtime.fileBytes
        .clear()
        .catch((error: unknown) => console.error('Sandbox: could not clear files', error));
      void runtime.changed();
    },
    // Fault injection only: deliberately outside the store's seeded sequence.
    random: Math.random,
    checkAnswer: contractGuard(options.onContractViolation ?? reportContractViolations),
  };
  return runtime;
}
