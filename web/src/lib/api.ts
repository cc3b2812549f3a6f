import i18next from 'i18next';

/** The header the server requires on state-changing requests (see server/platform/csrf.ts). */
export const CSRF_HEADERS = { 'x-requested-with': 'pariksha' } as const;

/**
 * An error answered by the API: branch on `code` (e.g. `premium_required`), show `message`, which is already in the
 * reader's language (`readerMessage`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
    /** The server's own English sentence, for screens that tell apart two refusals with one code. */
    readonly serverMessage = message,
  ) {
    super(message);
  }
}

/**
 * What the reader sees for an API error (decision 077): in English the server's own sentence (the spec's wording, often
 * more precise than the code); in Nepali the translation of its code (errors: codes.<code>), and the server's
 * English sentence for a code with no translation.
 */
export function readerMessage(code: string, serverMessage?: string, values: Record<string, unknown> = {}): string {
  const language = i18next.resolvedLanguage ?? i18next.language;
  if (serverMessage && language !== 'ne') return serverMessage;
  const key = `codes.${code}`;
  if (i18next.exists(key, { ns: 'errors' })) return i18next.t(key, { ns: 'errors', ...values });
  return serverMessage ?? i18next.t('codes.internal_error', { ns: 'errors' });
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
    throw new ApiError(0, 'network_error', readerMessage('network_error'));
  }
  if (!response.ok) {
    const text = await response.text();
    const error = (text ? (safeJson(text) as { error?: { code?: string; message?: string } } | undefined) : undefined)?.error;
    const { code, message, ...details } = error ?? {};
    throw new ApiError(response.status, code ?? 'http_error', readerMessage(code ?? 'http_error', message, { status: response.status }), details, message);
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
