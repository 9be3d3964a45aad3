/**
 * One tab runs a job at a time. Every tab of the dashboard loads the kept jobs and would resume
 * them; a lock per job, held by the tab that runs it, keeps the others from sending its chunks.
 * The browser releases a tab's locks when the tab closes, so a tab waiting for the lock takes the
 * job over then.
 */
export type Release = () => void;

export interface JobLocks {
  /** True when other tabs share these locks: a job taken over must be read again from storage. */
  shared: boolean;
  /** Holds the lock if no tab holds it; resolves with its release, or null when another tab has it. */
  tryHold: (name: string) => Promise<Release | null>;
  /** Waits until the lock is free, then holds it; rejects when `signal` aborts first. */
  hold: (name: string, signal: AbortSignal) => Promise<Release>;
}

export const jobLockName = (id: string) => `badge-console:job:${id}`;

/** One tab only (tests, browsers without the Web Locks API): every lock is free. */
export const SINGLE_TAB_LOCKS: JobLocks = {
  shared: false,
  tryHold: () => Promise.resolve(() => undefined),
  hold: () => Promise.resolve(() => undefined),
};

/** The part of the Web Locks API's `LockManager` this uses. */
export interface LockRequester {
  request: (
    name: string,
    options: LockOptions,
    callback: (lock: Lock | null) => Promise<void> | undefined,
  ) => Promise<unknown>;
}

/** The Web Locks API: a lock is held for as long as the promise its callback returns is pending. */
export function webJobLocks(locks: LockRequester): JobLocks {
  function request(name: string, options: LockOptions): Promise<Release | null> {
    return new Promise((resolve, reject) => {
      locks
        .request(name, options, (lock) => {
          if (!lock) {
            resolve(null);
            return undefined;
          }
          return new Promise<void>((release) => {
            resolve(() => release());
          });
        })
        .catch(reject);
    });
  }
  return {
    shared: true,
    tryHold: (name) => request(name, { ifAvailable: true }),
    hold: async (name, signal) => {
      const release = await request(name, { signal });
      // Only an `ifAvailable` request is granted null; a waiting one gets the lock or rejects.
      if (!release) throw new Error(`The lock ${name} was not granted`);
      return release;
    },
  };
}
