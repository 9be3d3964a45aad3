import { useSyncExternalStore } from 'react';

const TICK_MS = 30_000;

// One shared clock for every component that shows or compares against "now", ticking every 30 s,
// so relative times stay fresh without a timer each and renders stay pure.
let clockNow = Date.now();
let clockTimer: ReturnType<typeof setInterval> | undefined;
const clockListeners = new Set<() => void>();

function subscribeClock(listener: () => void) {
  clockListeners.add(listener);
  // The time is not read again here: a value that differs from the one the components rendered
  // with makes React render each of them again, synchronously, right after they mount (forty
  // dates in a leaderboard's page made a task of over 50 ms). getClock keeps it fresh instead.
  if (clockTimer === undefined) {
    clockTimer = setInterval(() => {
      clockNow = Date.now();
      clockListeners.forEach((l) => l());
    }, TICK_MS);
  }
  return () => {
    clockListeners.delete(listener);
    if (clockListeners.size === 0 && clockTimer !== undefined) {
      clearInterval(clockTimer);
      clockTimer = undefined;
    }
  };
}

function getClock() {
  // While nothing is subscribed the timer is off: refresh a stale value (stable within a render),
  // or one from before the system clock was set back.
  if (clockTimer === undefined && Math.abs(Date.now() - clockNow) > TICK_MS) clockNow = Date.now();
  return clockNow;
}

/** The current time in ms, refreshed every 30 seconds. */
export function useNow(): number {
  return useSyncExternalStore(subscribeClock, getClock, getClock);
}
