/** A Server-Sent Events reader over fetch, for tests that talk to a listening app. */
type StreamMessage = { event: string; data: string };

export type TestEventStream = Awaited<ReturnType<typeof openEventStream>>;

/**
 * Opens GET /api/events with a session cookie. `waitFor` resolves with the first message (already received
 * or still to come) that matches; `ended` resolves when the server closes the stream.
 */
export async function openEventStream(baseUrl: string, cookie?: string) {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, { headers: cookie ? { cookie } : {}, signal: abort.signal });
  const messages: StreamMessage[] = [];
  const waiters = new Set<() => void>();
  let isEnded = false;
  let retryHint: number | null = null;

  const parse = (block: string) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
      else if (line.startsWith('retry: ')) retryHint = Number(line.slice(7));
    }
    if (data.length > 0) messages.push({ event, data: data.join('\n') });
  };

  const ended = (async () => {
    if (!response.ok || !response.body) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let boundary: number;
        while ((boundary = buffer.indexOf('\n\n')) >= 0) {
          parse(buffer.slice(0, boundary));
          buffer = buffer.slice(boundary + 2);
        }
        for (const wake of waiters) wake();
      }
    } catch {
      // aborted by close()
    } finally {
      isEnded = true;
      for (const wake of waiters) wake();
    }
  })();

  return {
    status: response.status,
    headers: response.headers,
    messages,
    ended,
    get isEnded() {
      return isEnded;
    },
    get retryHint() {
      return retryHint;
    },
    /** Topic messages received so far, parsed. */
    topics: () => messages.filter((m) => m.event === 'message').map((m) => JSON.parse(m.data) as { topic: string; ids: string[] }),
    waitFor(predicate: (message: StreamMessage) => boolean, timeoutMs = 5000): Promise<StreamMessage> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (found) finish(() => resolve(found));
          else if (isEnded) finish(() => reject(new Error('stream ended before the expected message')));
        };
        const timer = setTimeout(() => finish(() => reject(new Error(`no matching message within ${timeoutMs} ms`))), timeoutMs);
        const finish = (settle: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          settle();
        };
        waiters.add(check);
        check();
      });
    },
    close() {
      abort.abort();
      return ended;
    },
  };
}

/** A topic message carrying this id. */
export const topicWith = (topic: string, id: string) => (message: StreamMessage) =>
  message.event === 'message' && (() => {
    const parsed = JSON.parse(message.data) as { topic: string; ids: string[] };
    return parsed.topic === topic && parsed.ids.includes(id);
  })();
