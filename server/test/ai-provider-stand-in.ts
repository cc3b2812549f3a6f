import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AiProviderName } from '@common/ai-providers';

/** What the stand-in does with the next requests to one provider. */
export type StandInBehaviour =
  | { kind: 'answer'; text: string; chunkDelayMs?: number }
  /** Answers with the provider's own error body and this HTTP status (429 rate limit, 500, 529 overloaded…). */
  | { kind: 'error'; status: number; message: string }
  /** Sends part of an answer, then drops the connection. */
  | { kind: 'drop'; text: string }
  /** Accepts the request and never answers (timeouts). */
  | { kind: 'hang' };

export type ReceivedRequest = {
  provider: AiProviderName;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
  /** Every text the request carried (system prompt and messages), joined: what the model was asked. */
  prompt: string;
};

const DEFAULT_ANSWER = 'Here is a step-by-step explanation from the stand-in provider, based on [1].';

type Refusal = { status: number; message: string; type: string };

/** Refuses what the real API would refuse: no key, an unknown key, no model, no messages, no streaming. */
function refusal(provider: AiProviderName, request: IncomingMessage, body: Record<string, unknown>, keys: ReadonlySet<string> | null): Refusal | null {
  const key =
    provider === 'anthropic'
      ? request.headers['x-api-key']
      : provider === 'gemini'
        ? request.headers['x-goog-api-key']
        : /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (typeof key !== 'string' || !key.trim()) return { status: 401, type: 'authentication_error', message: 'Missing API key: send it in the authorization header.' };
  if (keys && !keys.has(key)) return { status: 401, type: 'authentication_error', message: 'Incorrect API key provided.' };
  if (provider === 'anthropic' && !request.headers['anthropic-version']) return { status: 400, type: 'invalid_request_error', message: 'anthropic-version: header is required' };
  if (provider !== 'gemini' && (typeof body.model !== 'string' || !body.model)) return { status: 400, type: 'invalid_request_error', message: 'you must provide a model parameter' };
  const messages = provider === 'gemini' ? body.contents : body.messages;
  if (!Array.isArray(messages) || messages.length === 0) return { status: 400, type: 'invalid_request_error', message: 'messages: at least one message is required' };
  if (provider === 'anthropic' && typeof body.max_tokens !== 'number') return { status: 400, type: 'invalid_request_error', message: 'max_tokens: field required' };
  if (provider !== 'gemini' && body.stream !== true) return { status: 400, type: 'invalid_request_error', message: 'The stand-in only streams: set stream to true' };
  return null;
}

/** The provider's own error body for a status. */
function errorBody(provider: AiProviderName, status: number, message: string, type = 'api_error') {
  if (provider === 'anthropic') return { type: 'error', error: { type: status === 429 ? 'rate_limit_error' : type, message } };
  if (provider === 'gemini') return { error: { code: status, message, status: status === 429 ? 'RESOURCE_EXHAUSTED' : 'INVALID_ARGUMENT' } };
  return { error: { message, type: status === 429 ? 'rate_limit_exceeded' : type, code: null } };
}

function promptOf(provider: AiProviderName, body: Record<string, unknown>): string {
  const parts: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') parts.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(provider === 'gemini' ? [body.systemInstruction, body.contents] : [body.system, body.messages]);
  return parts.join('\n');
}

/** The SSE events of an answer in the provider's streaming protocol, one piece of text per content event. */
function answerEvents(provider: AiProviderName, model: string, pieces: string[]): string[] {
  const data = (value: unknown, event?: string) => `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(value)}\n\n`;
  if (provider === 'anthropic') {
    return [
      data({ type: 'message_start', message: { id: 'msg_stand_in', type: 'message', role: 'assistant', model, content: [], usage: { input_tokens: 10, output_tokens: 1 } } }, 'message_start'),
      data({ type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }, 'content_block_start'),
      data({ type: 'ping' }, 'ping'),
      ...pieces.map((text) => data({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } }, 'content_block_delta')),
      data({ type: 'content_block_stop', index: 0 }, 'content_block_stop'),
      data({ type: 'message_delta', delta: { stop_reason: 'end_turn' }, usage: { output_tokens: pieces.length } }, 'message_delta'),
      data({ type: 'message_stop' }, 'message_stop'),
    ];
  }
  if (provider === 'gemini') {
    return pieces.map((text, index) =>
      data({
        candidates: [{ content: { parts: [{ text }], role: 'model' }, index: 0, ...(index === pieces.length - 1 ? { finishReason: 'STOP' } : {}) }],
        modelVersion: model,
      }),
    );
  }
  const chunk = (delta: Record<string, unknown>, finish: string | null) =>
    data({ id: 'chatcmpl-stand-in', object: 'chat.completion.chunk', created: 1, model, choices: [{ index: 0, delta, finish_reason: finish }] });
  return [
    chunk({ role: 'assistant', content: '' }, null),
    ...pieces.map((text) => chunk({ content: text }, null)),
    chunk({}, 'stop'),
    data({ id: 'chatcmpl-stand-in', object: 'chat.completion.chunk', created: 1, model, choices: [], usage: { prompt_tokens: 10, completion_tokens: pieces.length, total_tokens: 10 + pieces.length } }),
    'data: [DONE]\n\n',
  ];
}

/** Splits an answer into word-sized pieces, as providers stream them. */
const piecesOf = (text: string) => text.match(/\S+\s*|\s+/g) ?? [text];

function route(method: string | undefined, url: URL): { provider: AiProviderName; model?: string } | null {
  if (method !== 'POST') return null;
  if (url.pathname === '/openai/v1/chat/completions') return { provider: 'openai' };
  if (url.pathname === '/perplexity/chat/completions') return { provider: 'perplexity' };
  if (url.pathname === '/anthropic/v1/messages') return { provider: 'anthropic' };
  const gemini = /^\/gemini\/v1beta\/models\/([^/:]+):streamGenerateContent$/.exec(url.pathname);
  if (gemini && url.searchParams.get('alt') === 'sse') return { provider: 'gemini', model: decodeURIComponent(gemini[1]!) };
  return null;
}

/**
 * A local stand-in for the four AI providers' streaming APIs (OpenAI chat completions, Anthropic messages, Gemini
 * streamGenerateContent with alt=sse, Perplexity's OpenAI-compatible API). It refuses what the real APIs refuse,
 * streams answers in each protocol, keeps every request it received, and fails on cue. Point OPENAI_BASE_URL and
 * the others at `env`.
 */
export async function startAiProviderStandIn(options: { apiKeys?: string[] } = {}) {
  const received: ReceivedRequest[] = [];
  const behaviours = new Map<AiProviderName, StandInBehaviour>();
  const keys = options.apiKeys ? new Set(options.apiKeys) : null;
  const open = new Set<ServerResponse>();

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const target = route(request.method, url);
    if (!target) {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `Unknown path ${url.pathname}` } }));
      return;
    }
    const { provider } = target;
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    } catch {
      response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify(errorBody(provider, 400, 'Could not parse the JSON body')));
      return;
    }
    received.push({ provider, path: url.pathname + url.search, headers: request.headers, body, prompt: promptOf(provider, body) });

    const refused = refusal(provider, request, body, keys);
    if (refused) {
      response.writeHead(refused.status, { 'content-type': 'application/json' }).end(JSON.stringify(errorBody(provider, refused.status, refused.message, refused.type)));
      return;
    }
    const behaviour = behaviours.get(provider) ?? { kind: 'answer', text: DEFAULT_ANSWER };
    if (behaviour.kind === 'hang') {
      open.add(response);
      response.on('close', () => open.delete(response));
      return;
    }
    if (behaviour.kind === 'error') {
      response.writeHead(behaviour.status, { 'content-type': 'application/json' }).end(JSON.stringify(errorBody(provider, behaviour.status, behaviour.message)));
      return;
    }
    const model = target.model ?? String(body.model);
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const events = answerEvents(provider, model, piecesOf(behaviour.text));
    const delay = behaviour.kind === 'answer' ? (behaviour.chunkDelayMs ?? 0) : 0;
    const count = behaviour.kind === 'drop' ? Math.ceil(events.length / 2) : events.length;
    for (const event of events.slice(0, count)) {
      if (response.destroyed) return;
      response.write(event);
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    }
    if (behaviour.kind === 'drop') response.destroy();
    else response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** The base URLs to configure, as the app's environment names them. */
    env: {
      OPENAI_BASE_URL: `${origin}/openai/v1`,
      ANTHROPIC_BASE_URL: `${origin}/anthropic/v1`,
      GEMINI_BASE_URL: `${origin}/gemini/v1beta`,
      PERPLEXITY_BASE_URL: `${origin}/perplexity`,
    },
    received,
    /** Sets what the next requests to a provider get (until changed); by default a short answer. */
    respond(provider: AiProviderName, behaviour: StandInBehaviour) {
      behaviours.set(provider, behaviour);
    },
    /** Requests held open by 'hang' that the client has not closed yet. */
    hangingRequests: () => open.size,
    reset() {
      behaviours.clear();
      received.length = 0;
    },
    async close() {
      for (const response of open) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type AiProviderStandIn = Awaited<ReturnType<typeof startAiProviderStandIn>>;
