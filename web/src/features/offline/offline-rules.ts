// What the service worker and the page agree on (decision 083). Kept free of imports: the service worker bundles it.

/** The student's saved notes and papers: the API answers (JSON and PDF bytes) under the URLs the screens fetch. */
export const SAVED_CACHE = 'pariksha-saved';
/** Hashed files outside the precache (the pdf.js worker, KaTeX's fallback fonts), kept once a screen has used them. */
export const ASSETS_CACHE = 'pariksha-assets';

// Never answered by the service worker: the event stream, sign-in and sessions, payments (and the gateways' returns),
// uploads and the admin API go straight to the network, as if there were no worker.
const NEVER_INTERCEPTED = /^\/api\/(events|auth|payments|payment-returns|billing|uploads|admin)(\/|$)/;

/** API reads the service worker may answer from the saved copy when the network fails. */
export function isSaveableApiPath(pathname: string) {
  return pathname.startsWith('/api/') && !NEVER_INTERCEPTED.test(pathname);
}
