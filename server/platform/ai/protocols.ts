import type { AiProviderName } from '@common/ai-providers';
import { parseEventData, ProviderError, type ProviderProtocol } from './chat';

const join = (base: string, path: string) => `${base.replace(/\/+$/, '')}/${path}`;

type OpenAiChunk = {
  choices?: { delta?: { content?: string | null }; finish_reason?: string | null }[];
  error?: { message?: string };
};

/**
 * OpenAI chat completions (POST {base}/chat/completions, SSE `data: {chunk}` lines ending with `data: [DONE]`).
 * Perplexity speaks the same protocol; it is asked not to search the web, so answers stay on our passages.
 */
function chatCompletions(kind: 'openai' | 'perplexity'): ProviderProtocol {
  return {
    request(chat) {
      const tokenLimit = kind === 'openai' ? { max_completion_tokens: chat.maxTokens } : { max_tokens: chat.maxTokens };
      return {
        url: join(chat.baseUrl, 'chat/completions'),
        headers: { authorization: `Bearer ${chat.apiKey}` },
        body: {
          model: chat.model,
          messages: [{ role: 'system', content: chat.system }, ...chat.messages],
          stream: true,
          ...tokenLimit,
          ...(kind === 'openai' ? { stream_options: { include_usage: true } } : { disable_search: true }),
        },
      };
    },
    read(event) {
      if (event.data.trim() === '[DONE]') return { done: true };
      const chunk = parseEventData<OpenAiChunk>(event);
      if (chunk.error) throw new ProviderError('unavailable', chunk.error.message ?? 'The provider reported an error');
      return { text: chunk.choices?.[0]?.delta?.content ?? undefined };
    },
  };
}

/** Seed 001's Anthropic model names, sent as the dated model ids the API knows; any other name is sent as typed. */
const ANTHROPIC_MODEL_IDS = new Map<string, string>(Object.entries({
  'claude-3-haiku': 'claude-3-haiku-20240307',
  'claude-3-sonnet': 'claude-3-sonnet-20240229',
  'claude-3-opus': 'claude-3-opus-20240229',
}));

type AnthropicEvent = {
  type?: string;
  delta?: { type?: string; text?: string };
  error?: { type?: string; message?: string };
};

/** Anthropic messages (POST {base}/messages with `stream: true`; named SSE events, text in content_block_delta). */
const anthropic: ProviderProtocol = {
  request(chat) {
    return {
      url: join(chat.baseUrl, 'messages'),
      headers: { 'x-api-key': chat.apiKey, 'anthropic-version': '2023-06-01' },
      body: {
        model: ANTHROPIC_MODEL_IDS.get(chat.model) ?? chat.model,
        max_tokens: chat.maxTokens,
        system: chat.system,
        messages: chat.messages,
        stream: true,
      },
    };
  },
  read(event) {
    if (event.event === 'ping') return {};
    const data = parseEventData<AnthropicEvent>(event);
    const type = event.event ?? data.type;
    if (type === 'error') {
      const failure = data.error?.type === 'rate_limit_error' ? 'rate_limited' : 'unavailable';
      throw new ProviderError(failure, data.error?.message ?? 'The provider reported an error');
    }
    if (type === 'message_stop') return { done: true };
    if (type === 'content_block_delta' && data.delta?.type === 'text_delta') return { text: data.delta.text };
    return {};
  },
};

type GeminiChunk = {
  candidates?: { content?: { parts?: { text?: string; thought?: boolean }[] }; finishReason?: string }[];
  promptFeedback?: { blockReason?: string };
  error?: { message?: string };
};

/** Gemini (POST {base}/models/{model}:streamGenerateContent?alt=sse; each SSE data line is a partial response). */
const gemini: ProviderProtocol = {
  request(chat) {
    return {
      url: join(chat.baseUrl, `models/${encodeURIComponent(chat.model)}:streamGenerateContent?alt=sse`),
      headers: { 'x-goog-api-key': chat.apiKey },
      body: {
        systemInstruction: { parts: [{ text: chat.system }] },
        contents: chat.messages.map((message) => ({ role: message.role === 'assistant' ? 'model' : 'user', parts: [{ text: message.content }] })),
        generationConfig: { maxOutputTokens: chat.maxTokens },
      },
    };
  },
  read(event) {
    const chunk = parseEventData<GeminiChunk>(event);
    if (chunk.error) throw new ProviderError('unavailable', chunk.error.message ?? 'The provider reported an error');
    if (chunk.promptFeedback?.blockReason) throw new ProviderError('refused', `The provider refused the question (${chunk.promptFeedback.blockReason})`);
    const candidate = chunk.candidates?.[0];
    const text = candidate?.content?.parts?.filter((part) => !part.thought).map((part) => part.text ?? '').join('');
    if (!text && candidate?.finishReason && !['STOP', 'MAX_TOKENS'].includes(candidate.finishReason)) {
      throw new ProviderError('refused', `The provider stopped without an answer (${candidate.finishReason})`);
    }
    return { text: text || undefined };
  },
};

export const PROTOCOLS: Record<AiProviderName, ProviderProtocol> = {
  openai: chatCompletions('openai'),
  anthropic,
  gemini,
  perplexity: chatCompletions('perplexity'),
};


