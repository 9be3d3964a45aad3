/** The server's messages that belong to no single field, above the submit button. */
export function FormError({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-md border border-danger-fg/30 bg-danger-bg px-3 py-2 text-sm text-danger-fg"
    >
      {messages.join(' ')}
    </div>
  );
}
