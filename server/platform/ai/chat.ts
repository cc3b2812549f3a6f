import { EventSourceParserStream, type EventSourceMessage } from 'eventsource-parser/stream';
import type { AiProviderName } from '@common/ai-providers';

export type ChatMessage = { role: 'user' | 'assistant'; content: string };

/** One streamed chat call to a provider's real HTTP API. */
export type ChatRequest = {
  provider: AiProviderName;
  /** The provider's API base (config OPENAI_BASE_URL and the like). */
  baseUrl: string;
  apiKey: string;
  model: string;
  maxTokens: number;
  system: string;
  messages: ChatMessage[];
  /** Aborts the upstream call (the student went away). */
  signal?: AbortSignal;
  /** Longest wait for the answer to start, and between two pieces of it. */
  timeoutMs: number;
};

export type ProviderFailure = 'rate_limited' | 'timeout' | 'unauthorized' | 'unavailable' | 'bad_request' | 'refused' | 'empty' | 'network' | 'aborted';

/** A provider call that failed; `message` is the provider's own words where it gave any (never the key). */
export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

/** A provider's protocol: the HTTP request to send, and the text (or end, or error) each SSE event carries. */
export type ProviderProtocol = {
  request(chat: ChatRequest): { url: string; headers: Record<string, string>; body: unknown };
  /** Reads one event: text to pass on, `done` at the protocol's end marker; throws ProviderError for an error event. */
  read(event: EventSourceMessage): { text?: string; done?: boolean };
};

function failureForStatus(status: number): ProviderFailure {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 429) return 'rate_limited';
  if (status === 408 || status === 504) return 'timeout';
  if (status >= 500) return 'unavailable';
  return 'bad_request';
}

/** The message out of a provider's error body: `{error:{message}}` (OpenAI, Gemini, Anthropic) or `{detail}`. */
export function providerErrorMessage(body: string, fallback: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; detail?: unknown; message?: unknown };
    const message =
      (typeof parsed.error === 'object' ? parsed.error?.message : parsed.error) ??
      (typeof parsed.detail === 'string' ? parsed.detail : undefined) ??
      parsed.message;
    if (typeof message === 'string' && message.trim()) return message.trim().slice(0, 500);
  } catch {
    // not JSON: fall through
  }
  const text = body.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return (text || fallback).slice(0, 500);
}

/** Parses an SSE data line as JSON, or fails the call as the provider's malformed answer. */
export function parseEventData<T>(event: EventSourceMessage): T {
  try {
    return JSON.parse(event.data) as T;
  } catch {
    throw new ProviderError('unavailable', 'The provider sent a malformed stream event');
  }
}

/**
 * Streams a chat answer from a provider, yielding text as it arrives. Times out when the answer does not start,
 * or stalls, for `timeoutMs`; stops the upstream request when `signal` aborts.
 */
export async function* streamChat(protocol: ProviderProtocol, chat: ChatRequest): AsyncGenerator<string> {
  const upstream = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const armTimer = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      upstream.abort();
    }, chat.timeoutMs);
  };
  const onAbort = () => upstream.abort();
  chat.signal?.addEventListener('abort', onAbort, { once: true });
  const failureOf = (error: unknown) => {
    if (error instanceof ProviderError) return error;
    if (timedOut) return new ProviderError('timeout', `The provider did not answer within ${Math.round(chat.timeoutMs / 1000)} s`);
    if (chat.signal?.aborted) return new ProviderError('aborted', 'The question was cancelled');
    return new ProviderError('network', `The provider could not be reached (${(error as Error).message})`);
  };

  try {
    armTimer();
    const { url, headers, body } = protocol.request(chat);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers },
      body: JSON.stringify(body),
      signal: upstream.signal,
    });
    if (!response.ok || !response.body) {
      const text = await response.text().catch(() => '');
      throw new ProviderError(failureForStatus(response.status), providerErrorMessage(text, `HTTP ${response.status} ${response.statusText}`), response.status);
    }
    armTimer();
    const events = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
    let wroteText = false;
    for await (const event of events) {
      armTimer();
      const { text, done } = protocol.read(event);
      if (text) {
        wroteText = true;
        yield text;
      }
      if (done) break;
    }
    if (!wroteText) throw new ProviderError('empty', 'The provider finished without writing an answer');
  } catch (error) {
    throw failureOf(error);
  } finally {
    clearTimeout(timer);
    chat.signal?.removeEventListener('abort', onAbort);
    // Ends the upstream request when the caller stops early (an error, or the student leaving).
    upstream.abort();
  }
}
