import { useSyncExternalStore } from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';

export { toast } from 'sonner';

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

/** Sonner, following the `dark` class on <html> (observed, so the theme toggle applies immediately). */
export function Toaster(props: ToasterProps) {
  const theme = useSyncExternalStore(subscribeTheme, getTheme, getServerTheme);
  return (
    <Sonner
      theme={theme}
      richColors
      closeButton
      position="bottom-right"
      className="font-sans"
      toastOptions={{ classNames: { toast: 'font-sans' } }}
      {...props}
    />
  );
}
