import type { LockRequester } from './job-locks';

interface Waiter {
  name: string;
  tab: symbol;
  grant: () => void;
}

/**
 * The Web Locks API as the tabs of one browser share it (jsdom has none): each tab gets a requester,
 * and closing a tab releases its locks and drops its waiting requests, as the browser does.
 */
export class FakeLocks {
  private readonly holders = new Map<string, { tab: symbol; release: () => void }>();
  private waiters: Waiter[] = [];

  holderOf(name: string): symbol | undefined {
    return this.holders.get(name)?.tab;
  }

  private grant(name: string, tab: symbol, callback: (lock: Lock | null) => Promise<void> | undefined) {
    return new Promise<unknown>((resolve, reject) => {
      const release = () => {
        if (this.holders.get(name)?.tab !== tab) return;
        this.holders.delete(name);
        const next = this.waiters.find((w) => w.name === name);
        if (next) {
          this.waiters = this.waiters.filter((w) => w !== next);
          next.grant();
        }
      };
      this.holders.set(name, { tab, release });
      const held = callback({ name, mode: 'exclusive' });
      void Promise.resolve(held).then(
        (value) => {
          release();
          resolve(value);
        },
        (error: unknown) => {
          release();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }

  tab(): { locks: LockRequester; close: () => void; id: symbol } {
    const tab = Symbol('tab');
    const locks: LockRequester = {
      request: (name, options, callback) => {
        if (!this.holders.has(name)) return this.grant(name, tab, callback);
        if (options.ifAvailable) return Promise.resolve(callback(null));
        return new Promise((resolve, reject) => {
          const waiter: Waiter = {
            name,
            tab,
            grant: () => {
              this.grant(name, tab, callback).then(resolve, reject);
            },
          };
          this.waiters.push(waiter);
          options.signal?.addEventListener('abort', () => {
            this.waiters = this.waiters.filter((w) => w !== waiter);
            reject(new DOMException('The request was aborted', 'AbortError'));
          });
        });
      },
    };
    const close = () => {
      this.waiters = this.waiters.filter((w) => w.tab !== tab);
      for (const [, holder] of [...this.holders]) if (holder.tab === tab) holder.release();
    };
    return { locks, close, id: tab };
  }
}
