import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

type StoredObject = { body: Readable; sizeBytes: number };

/**
 * Where file bytes live. Keys are opaque; access control happens in the API before a read. `put` takes bytes or a
 * stream (an upload goes to storage as it arrives); a failed put leaves nothing under the key.
 */
export type FileStorage = {
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
};

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9/_.-]*$/;

export function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
}

export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      if (Buffer.isBuffer(body)) return writeFile(target, body);
      try {
        await pipeline(body, createWriteStream(target));
      } catch (error) {
        await rm(target, { force: true });
        throw error;
      }
    },
    async get(key) {
      const target = resolve(key);
      try {
        const info = await stat(target);
        return { body: createReadStream(target), sizeBytes: info.size };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
