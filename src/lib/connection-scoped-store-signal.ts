/**
 * How a connection-scoped store tells its readers that a value changed: at once for writes of this
 * tab, and through a cross-tab signal for writes of other tabs. Both backends share it; only the
 * cross-tab part differs (the browser's `storage` event for localStorage, a BroadcastChannel for
 * IndexedDB, which has no event of its own).
 */

/** Called with the key that changed; undefined when it is not known (other tabs cleared storage). */
export type ChangeListener = (changedKey: string | undefined) => void;

export interface CrossTabSignal {
  /** Starts hearing other tabs' changes; returns how to stop. */
  listen: (heard: ChangeListener) => () => void;
  /** Tells other tabs that `key` changed here. */
  tell: (key: string) => void;
}

export interface ChangeSignal {
  /** Tells this tab's subscribers and the other tabs. */
  changed: (key: string) => void;
  subscribe: (listener: ChangeListener) => () => void;
}

export function createChangeSignal(crossTab: CrossTabSignal): ChangeSignal {
  const listeners = new Set<ChangeListener>();
  // Other tabs are heard only while someone here listens, so an idle store holds no channel open.
  let stopHearing: (() => void) | undefined;
  const notify: ChangeListener = (key) => {
    for (const listener of [...listeners]) listener(key);
  };
  return {
    changed: (key) => {
      notify(key);
      crossTab.tell(key);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      stopHearing ??= crossTab.listen(notify);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stopHearing?.();
        stopHearing = undefined;
      };
    },
  };
}

/** localStorage: the browser fires `storage` in every other tab of the origin by itself. */
export const storageEventSignal: CrossTabSignal = {
  listen: (heard) => {
    if (typeof window === 'undefined') return () => {};
    const onStorage = (event: StorageEvent) => heard(event.key ?? undefined);
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
  tell: () => {},
};

/**
 * IndexedDB: a BroadcastChannel named after the database. A channel does not hear its own
 * messages but does hear other channels of the same tab, so while this tab listens it posts through
 * the listening channel (no echo), and otherwise through one it closes at once.
 */
export function broadcastSignal(name: string): CrossTabSignal {
  let listening: BroadcastChannel | undefined;
  const available = () => typeof BroadcastChannel !== 'undefined';
  return {
    listen: (heard) => {
      if (!available()) return () => {};
      const channel = new BroadcastChannel(name);
      channel.onmessage = (event: MessageEvent<unknown>) =>
        heard(typeof event.data === 'string' ? event.data : undefined);
      listening = channel;
      return () => {
        channel.close();
        if (listening === channel) listening = undefined;
      };
    },
    tell: (key) => {
      if (!available()) return;
      try {
        if (listening) {
          listening.postMessage(key);
          return;
        }
        const channel = new BroadcastChannel(name);
        channel.postMessage(key);
        channel.close();
      } catch {
        // A closed or refused channel only means other tabs refresh later.
      }
    },
  };
}
