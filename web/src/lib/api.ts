/** The header the server requires on state-changing requests (see server/platform/csrf.ts). */
export const CSRF_HEADERS = { 'x-requested-with': 'pariksha' } as const;

/**
 * An error answered by the API: branch on `code` (e.g. `premium_required`), show `message`, which is already in the
 * reader's language (`readerMessage` in lib/api-errors.ts).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

type ErrorTexts = (code: string, serverMessage: string | undefined, values: Record<string, unknown>) => string;
let errorTexts: ErrorTexts = (code, serverMessage) => serverMessage ?? code;

/**
 * Installs what the reader sees for an API error (lib/i18n.ts does, with `readerMessage`; decisions 077, 091). Injected
 * rather than imported so this client, shared by every screen's chunk, does not pull the translator out of the first chunk.
 */
export function setErrorTexts(texts: ErrorTexts) {
  errorTexts = texts;
}

/** The ApiError of a refused or failed request, its message in the reader's language. */
export function refusal(status: number, code = 'http_error', serverMessage?: string, details: Record<string, unknown> = {}) {
  return new ApiError(status, code, errorTexts(code, serverMessage, { status }), details);
}

/** The gateway and network failures worth retrying (seed 000 section 8). */
export const isRetryable = (error: unknown) =>
  error instanceof ApiError ? [0, 502, 503, 504].includes(error.status) : false;

export type RequestOptions = { method?: string; body?: unknown; signal?: AbortSignal; query?: Record<string, string | number | boolean | undefined | null> };

function buildUrl(path: string, query?: RequestOptions['query']) {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Fired when the API stops or starts answering: navigator.onLine misses a connection that is there but goes nowhere. */
export const API_REACHABILITY_EVENT = 'pariksha:api-reachability';
export let isApiReachable = true;
function reachable(isReachable: boolean) {
  if (isReachable === isApiReachable) return;
  isApiReachable = isReachable;
  window.dispatchEvent(new Event(API_REACHABILITY_EVENT));
}

/** Sends a request with our headers and session; a refused request (not 2xx) throws ApiError with the server's code. */
export async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const { method = 'GET', body, signal, query } = options;
  const headers: Record<string, string> = { accept, ...CSRF_HEADERS };
  if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    reachable(false);
    throw refusal(0, 'network_error');
  }
  reachable(true);
  if (!response.ok) {
    const text = await response.text();
    const error = (text ? (safeJson(text) as { error?: { code?: string; message?: string } } | undefined) : undefined)?.error;
    const { code, message, ...details } = error ?? {};
    throw refusal(response.status, code, message, details);
  }
  return response;
}

/** Calls the JSON API with the session cookie; resolves with the parsed body or throws ApiError. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? safeJson(text) : undefined) as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
