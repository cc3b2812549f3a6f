// After a deploy the old chunk names are gone from the server: an open tab that lazily loads one fails. Reloading picks
// up the new index.html and its new chunk names. Once only: a timestamp in sessionStorage stops a reload loop when the
// chunk is missing for another reason (offline, a broken deploy), and the 'Something went wrong' card shows instead.
const KEY = 'pariksha.chunkReloadAt';
const LOOP_WINDOW_MS = 60_000;

/** Whether an error is a failed dynamic import or chunk preload (Chromium, Firefox and Safari word it differently). */
export function isChunkLoadError(error: unknown) {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(message);
}

function reloadedRecently(now: number) {
  try {
    return now - Number(sessionStorage.getItem(KEY) ?? 0) < LOOP_WINDOW_MS;
  } catch {
    return true; // No sessionStorage: no loop guard, so no automatic reload.
  }
}

/** Whether this error should reload the page (a chunk error, and no such reload within the last minute). Pure. */
export function shouldReloadForChunkError(error: unknown, now = Date.now()) {
  return isChunkLoadError(error) && !reloadedRecently(now);
}

/** The page reload, an object so tests can watch it (jsdom cannot navigate). */
export const page = { reload: () => window.location.reload() };

/** Notes the time (the loop guard) and reloads. */
export function reloadForChunkError(now = Date.now()) {
  sessionStorage.setItem(KEY, String(now));
  page.reload();
}

/** Vite's own signal for a failed chunk preload: reload instead of letting the import reject. */
export function listenForChunkLoadErrors() {
  window.addEventListener('vite:preloadError', (event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (!shouldReloadForChunkError(payload)) return;
    event.preventDefault();
    reloadForChunkError();
  });
}
