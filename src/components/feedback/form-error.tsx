import { useEffect, useRef } from 'react';
import { revealElement } from './reveal';

/**
 * The server's messages that belong to no single field, above the submit button. Each time they
 * appear (every failed save clears them first) the summary takes focus and scrolls into view, so a
 * long form never fails out of sight.
 */
export function FormError({ messages }: { messages: string[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const text = messages.join(' ');
  useEffect(() => {
    if (text && ref.current) revealElement(ref.current);
  }, [text]);
  if (!text) return null;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="rounded-md border border-danger-fg/30 bg-danger-bg px-3 py-2 text-sm text-danger-fg outline-offset-2"
    >
      {text}
    </div>
  );
}
