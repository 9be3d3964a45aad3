import { nextTurn } from './schedule';

/** Saves a file made in the browser under `name`, as a download. */
export function downloadBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: some browsers read the URL asynchronously.
  nextTurn(() => URL.revokeObjectURL(url));
}
