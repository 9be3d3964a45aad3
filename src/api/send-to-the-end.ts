/**
 * A request to the in-browser sandbox is never aborted on its way: its caller stops waiting, and
 * the request runs to its end, its answer read and dropped.
 *
 * Why: the sandbox answers through MSW's service worker, which receives each answer's body from
 * the page as a stream. Firefox reports a request aborted while such a body is still streaming as
 * "Failed to load ''. A ServiceWorker intercepted the request and encountered an unexpected
 * error" (a page error, for a request the app itself gave up). The app aborts the reads of every
 * page it leaves, and with the sandbox's answers coming from its worker, the page's thread often
 * streams them while it draws the next page, which is when those reads are aborted. An abort would
 * save nothing here anyway: the sandbox has done the work by the time the body streams.
 *
 * `timeout` still aborts the request itself: a sandbox that has not answered by then (its "no
 * answer" fault) streams nothing, and a request left open for ever would hold the page's
 * connection and its test's end.
 */
export async function sendToTheEnd(
  request: Request,
  send: (request: Request) => Promise<Response>,
  timeout: AbortSignal,
): Promise<Response> {
  const signal = request.signal;
  const sent = send(new Request(request, { signal: timeout }));
  const givenUp = new Promise<'given up'>((resolve) => {
    if (signal.aborted) resolve('given up');
    signal.addEventListener('abort', () => resolve('given up'), { once: true });
  });
  const first = await Promise.race([sent, givenUp]);
  if (first !== 'given up') return first;
  // The answer, when it comes, is read to its end so that its body stream completes.
  sent.then((response) => response.arrayBuffer()).catch(() => undefined);
  throw abortReason(signal);
}

function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error
    ? signal.reason
    : new DOMException('The request was aborted.', 'AbortError');
}
