import { send, type RequestOptions } from './api';

/**
 * Reads a streamed API answer (NDJSON: one JSON value per line) as it arrives, with the same headers and errors
 * as `api`; an error before the stream starts (a refused request) throws ApiError. Resolves when the stream ends.
 * Apart from api.ts so that the reader loads with the pages that stream, not with every first visit.
 */
export async function apiStream(path: string, options: RequestOptions & { onLine: (value: unknown) => void }): Promise<void> {
  const response = await send(path, options, 'application/x-ndjson');
  if (!response.body) return;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    pending += value;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) options.onLine(JSON.parse(line));
  }
  if (pending.trim()) options.onLine(JSON.parse(pending));
}
