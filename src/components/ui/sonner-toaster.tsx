import { useEffect, useSyncExternalStore } from 'react';
import { Toaster as Sonner } from 'sonner';

type Theme = 'light' | 'dark';

function subscribeTheme(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

function getTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

function getServerTheme(): Theme {
  return 'light';
}

/**
 * Sonner, following the `dark` class on <html> (observed, so the theme toggle applies immediately).
 * Loaded on the first toast (see toaster.tsx); `onMounted` runs once Sonner listens for toasts.
 */
export function SonnerToaster({ onMounted }: { onMounted: () => void }) {
  const theme = useSyncExternalStore(subscribeTheme, getTheme, getServerTheme);
  // Runs after Sonner's own effects (children first), so the queued toasts are not lost.
  useEffect(onMounted, [onMounted]);
  return (
    <Sonner
      theme={theme}
      richColors
      closeButton
      position="bottom-right"
      className="font-sans"
      toastOptions={{ classNames: { toast: 'font-sans' } }}
    />
  );
}
