/** Shared look of text-like form controls (Input, Textarea, NativeSelect). */
export const controlClassName =
  'w-full min-w-0 rounded-lg border border-input bg-background px-3 text-sm text-foreground ' +
  'placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60 ' +
  'aria-[invalid=true]:border-danger-fg';
