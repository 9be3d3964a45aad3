/**
 * The app's mark, drawn inline rather than loaded: in sandbox mode every request of the page passes
 * through the sandbox's service worker, and an image request a reload cuts short there is reported
 * by Firefox as a page error. index.html carries the same drawing as a data: URL for the tab icon.
 */
export function AppMark() {
  return (
    <svg viewBox="0 0 32 32" width={24} height={24} aria-hidden>
      <rect width="32" height="32" rx="8" fill="#4f46e5" />
      <path d="M16 6l3 6.5 7 .8-5.2 4.8 1.4 7-6.2-3.6-6.2 3.6 1.4-7L6 13.3l7-.8z" fill="#fff" />
    </svg>
  );
}
