import { useCallback, useSyncExternalStore } from 'react';

/** The theme is a `dark` class on <html>, remembered on this device (not a secret). */
const THEME_KEY = 'badge-console:theme';

function isDark() {
  return document.documentElement.classList.contains('dark');
}

function subscribe(listener: () => void) {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

export function useTheme() {
  const dark = useSyncExternalStore(subscribe, isDark, () => false);
  const toggle = useCallback(() => {
    const next = !isDark();
    document.documentElement.classList.toggle('dark', next);
    try {
      localStorage.setItem(THEME_KEY, next ? 'dark' : 'light');
    } catch {
      // Storage disabled: the theme still applies for this page.
    }
  }, []);
  return { dark, toggle };
}
