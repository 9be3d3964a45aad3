import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is narrower than its content (it scrolls sideways). A box that scrolls must
 * be reachable by keyboard to scroll it; one that does not is left out of the tab order.
 */
export function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
