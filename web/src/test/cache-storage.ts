/**
 * The browser's Cache Storage (`caches`), which jsdom lacks, kept in memory: enough of the standard for the code that
 * saves API answers for offline reading to run in tests as it does in a browser. Entries are keyed by absolute URL
 * (GET only, fragment dropped); a stored response is read in full and each match returns a fresh copy of it.
 */

type Stored = { body: ArrayBuffer | null; status: number; statusText: string; headers: [string, string][] };

// Statuses whose responses may not carry a body (the Response constructor refuses one).
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

function keyOf(request: RequestInfo | URL, ignoreSearch = false): string {
  const url = new URL(request instanceof Request ? request.url : String(request), location.href);
  url.hash = '';
  if (ignoreSearch) url.search = '';
  return url.href;
}

function methodOf(request: RequestInfo | URL) {
  return request instanceof Request ? request.method : 'GET';
}

class TestCache implements Cache {
  private readonly entries = new Map<string, Stored>();

  async match(request: RequestInfo | URL, options?: CacheQueryOptions): Promise<Response | undefined> {
    return (await this.matchAll(request, options))[0];
  }

  async matchAll(request?: RequestInfo | URL, options?: CacheQueryOptions): Promise<readonly Response[]> {
    return this.matching(request, options).map(([, stored]) => {
      const body = stored.body && !NULL_BODY_STATUSES.has(stored.status) ? stored.body.slice(0) : null;
      return new Response(body, { status: stored.status, statusText: stored.statusText, headers: stored.headers });
    });
  }

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    if (methodOf(request) !== 'GET') throw new TypeError('Cache.put: only GET requests can be cached');
    if (response.status === 206) throw new TypeError('Cache.put: partial responses cannot be cached');
    if (response.bodyUsed) throw new TypeError('Cache.put: the response body was already read');
    const body = response.body ? await response.arrayBuffer() : null;
    this.entries.set(keyOf(request), { body, status: response.status, statusText: response.statusText, headers: [...response.headers] });
  }

  async add(request: RequestInfo | URL): Promise<void> {
    await this.addAll([request instanceof URL ? request.href : request]);
  }

  async addAll(requests: Iterable<RequestInfo>): Promise<void> {
    const fetched = await Promise.all(
      [...requests].map(async (request) => {
        const response = await fetch(request);
        if (!response.ok) throw new TypeError(`Cache.addAll: ${keyOf(request)} answered ${response.status}`);
        return [request, response] as const;
      }),
    );
    for (const [request, response] of fetched) await this.put(request, response);
  }

  async delete(request: RequestInfo | URL, options?: CacheQueryOptions): Promise<boolean> {
    const found = this.matching(request, options);
    for (const [key] of found) this.entries.delete(key);
    return found.length > 0;
  }

  async keys(request?: RequestInfo | URL, options?: CacheQueryOptions): Promise<readonly Request[]> {
    return this.matching(request, options).map(([key]) => new Request(key));
  }

  private matching(request: RequestInfo | URL | undefined, options: CacheQueryOptions = {}): [string, Stored][] {
    if (request === undefined) return [...this.entries];
    if (methodOf(request) !== 'GET' && !options.ignoreMethod) return [];
    const wanted = keyOf(request, options.ignoreSearch);
    return [...this.entries].filter(([key]) => keyOf(key, options.ignoreSearch) === wanted);
  }
}

class TestCacheStorage implements CacheStorage {
  private readonly caches = new Map<string, TestCache>();

  async open(name: string): Promise<Cache> {
    let cache = this.caches.get(name);
    if (!cache) this.caches.set(name, (cache = new TestCache()));
    return cache;
  }

  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }

  async match(request: RequestInfo | URL, options?: MultiCacheQueryOptions): Promise<Response | undefined> {
    const names = options?.cacheName === undefined ? [...this.caches.keys()] : [options.cacheName];
    for (const name of names) {
      const found = await this.caches.get(name)?.match(request, options);
      if (found) return found;
    }
    return undefined;
  }
}

/** Gives the page an empty Cache Storage of its own, as a browser profile would have. */
export function installCacheStorage() {
  Object.defineProperty(globalThis, 'caches', { value: new TestCacheStorage(), configurable: true, writable: true });
}
