import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AI_PROVIDER_NAMES, type AiProviderName } from '@common/ai-providers';
import { startAiProviderStandIn, type AiProviderStandIn } from '../../test/ai-provider-stand-in';
import { ProviderError, streamProviderAnswer, type ChatRequest } from './index';

let standIn: AiProviderStandIn;
const KEY = 'sk-test-key-1234';

beforeAll(async () => {
  standIn = await startAiProviderStandIn({ apiKeys: [KEY] });
});
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());

const baseUrl = (provider: AiProviderName) =>
  ({
    openai: standIn.env.OPENAI_BASE_URL,
    anthropic: standIn.env.ANTHROPIC_BASE_URL,
    gemini: standIn.env.GEMINI_BASE_URL,
    perplexity: standIn.env.PERPLEXITY_BASE_URL,
  })[provider];

const chat = (provider: AiProviderName, overrides: Partial<ChatRequest> = {}): ChatRequest => ({
  provider,
  baseUrl: baseUrl(provider),
  apiKey: KEY,
  model: 'test-model',
  maxTokens: 321,
  system: 'You are a tutor. Passage: Bernoulli says p + ½ρv² is constant.',
  messages: [{ role: 'user', content: 'What does Bernoulli say?' }],
  timeoutMs: 2000,
  ...overrides,
});

async function collect(request: ChatRequest) {
  const pieces: string[] = [];
  for await (const text of streamProviderAnswer(request)) pieces.push(text);
  return pieces;
}

async function failureOf(request: ChatRequest) {
  try {
    await collect(request);
  } catch (error) {
    return error as ProviderError;
  }
  throw new Error('expected the call to fail');
}

describe.each(AI_PROVIDER_NAMES)('the %s protocol', (provider) => {
  it('streams the answer piece by piece, with the key, model, token limit and prompt where the API wants them', async () => {
    standIn.respond(provider, { kind: 'answer', text: 'Pressure plus kinetic energy per volume is constant.' });
    const pieces = await collect(chat(provider));
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe('Pressure plus kinetic energy per volume is constant.');

    const [request] = standIn.received;
    expect(request!.prompt).toContain('Bernoulli says p + ½ρv² is constant.');
    expect(request!.prompt).toContain('What does Bernoulli say?');
    if (provider === 'openai') {
      expect(request!.headers.authorization).toBe(`Bearer ${KEY}`);
      expect(request!.body).toMatchObject({ model: 'test-model', stream: true, max_completion_tokens: 321, stream_options: { include_usage: true } });
    } else if (provider === 'perplexity') {
      expect(request!.headers.authorization).toBe(`Bearer ${KEY}`);
      expect(request!.body).toMatchObject({ model: 'test-model', stream: true, max_tokens: 321, disable_search: true });
    } else if (provider === 'anthropic') {
      expect(request!.headers['x-api-key']).toBe(KEY);
      expect(request!.headers['anthropic-version']).toBe('2023-06-01');
      expect(request!.body).toMatchObject({ model: 'test-model', stream: true, max_tokens: 321 });
    } else {
      expect(request!.headers['x-goog-api-key']).toBe(KEY);
      expect(request!.path).toBe('/gemini/v1beta/models/test-model:streamGenerateContent?alt=sse');
      expect(request!.body).toMatchObject({ generationConfig: { maxOutputTokens: 321 } });
    }
  });

  it("reports the provider's own rate-limit message", async () => {
    standIn.respond(provider, { kind: 'error', status: 429, message: 'Rate limit reached for requests' });
    const error = await failureOf(chat(provider));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ failure: 'rate_limited', status: 429, message: 'Rate limit reached for requests' });
  });

  it('is refused by the API with a wrong key, and says so without echoing the key', async () => {
    const error = await failureOf(chat(provider, { apiKey: 'sk-wrong-key-9999' }));
    expect(error).toMatchObject({ failure: 'unauthorized', status: 401, message: 'Incorrect API key provided.' });
    expect(error.message).not.toContain('sk-wrong');
  });

  it('times out when the answer does not start', async () => {
    standIn.respond(provider, { kind: 'hang' });
    const error = await failureOf(chat(provider, { timeoutMs: 150 }));
    expect(error).toMatchObject({ failure: 'timeout' });
  });

  it('fails when the connection drops in the middle of the answer', async () => {
    standIn.respond(provider, { kind: 'drop', text: 'one two three four five six seven eight' });
    const error = await failureOf(chat(provider));
    expect(['network', 'empty', 'unavailable']).toContain(error.failure);
  });

  it('stops the upstream call when the caller aborts', async () => {
    standIn.respond(provider, { kind: 'hang' });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await failureOf(chat(provider, { signal: controller.signal, timeoutMs: 5000 }));
    expect(error).toMatchObject({ failure: 'aborted' });
  });
});

describe('model names', () => {
  it("sends seed 001's Anthropic names as the API's dated model ids, and other names as typed", async () => {
    await collect(chat('anthropic', { model: 'claude-3-haiku' }));
    await collect(chat('anthropic', { model: 'claude-3-5-haiku-latest' }));
    expect(standIn.received.map((request) => request.body.model)).toEqual(['claude-3-haiku-20240307', 'claude-3-5-haiku-latest']);
  });
});

describe('the stand-in', () => {
  it('refuses what the real API would: a request without a key, without a model or without messages', async () => {
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${standIn.env.OPENAI_BASE_URL}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    expect((await post({ model: 'm', messages: [{ role: 'user', content: 'hi' }], stream: true })).status).toBe(401);
    expect((await post({ messages: [{ role: 'user', content: 'hi' }], stream: true }, { authorization: `Bearer ${KEY}` })).status).toBe(400);
    expect((await post({ model: 'm', messages: [], stream: true }, { authorization: `Bearer ${KEY}` })).status).toBe(400);
  });
});
