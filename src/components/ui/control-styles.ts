/** Shared look of text-like form controls (Input, Textarea, NativeSelect); width and text size are weak: callers set them. */
export const controlClassName =
  'weak:w-full min-w-0 rounded-lg border border-input bg-background px-3 weak:text-sm text-foreground ' +
  'placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60 ' +
  'aria-[invalid=true]:border-danger-fg';
