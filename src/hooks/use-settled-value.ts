import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `delayMs` (the first value at once). A preview that
 * follows a field being typed then loads the finished address, not every partial one on the way
 * (`https://im`, `https://img.e`, …), each a failed request and a console error.
 */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, settled, delayMs]);
  return settled;
}
