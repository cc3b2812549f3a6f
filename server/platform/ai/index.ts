import type { AiProviderName } from '@common/ai-providers';
import type { Config } from '../../config';
import { streamChat, type ChatRequest } from './chat';
import { PROTOCOLS } from './protocols';

export { ProviderError, type ChatMessage, type ChatRequest, type ProviderFailure } from './chat';

/** Streams an answer from the request's provider over its real HTTP API (see protocols.ts), yielding text. */
export const streamProviderAnswer = (chat: ChatRequest) => streamChat(PROTOCOLS[chat.provider], chat);

/** Each provider's API base from the configuration, so tests and proxies can stand in for it. */
export function providerBaseUrl(config: Pick<Config, 'OPENAI_BASE_URL' | 'ANTHROPIC_BASE_URL' | 'GEMINI_BASE_URL' | 'PERPLEXITY_BASE_URL'>, provider: AiProviderName) {
  const bases: Record<AiProviderName, string> = {
    openai: config.OPENAI_BASE_URL,
    anthropic: config.ANTHROPIC_BASE_URL,
    gemini: config.GEMINI_BASE_URL,
    perplexity: config.PERPLEXITY_BASE_URL,
  };
  return bases[provider];
}
