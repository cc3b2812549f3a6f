import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from './errors';

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
      } catch (error) {
        // Only a missing file is "not found"; a disk that cannot be read is a storage failure.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
  };
}

export const STORAGE_UNAVAILABLE_MESSAGE = 'Files cannot be saved or opened right now. Please try again later.';

/**
 * The storage as the app uses it: a failure of the storage itself (a directory that cannot be written, a full disk,
 * S3 out of reach) becomes a clear 503 `storage_unavailable` instead of an unexpected error, while the rest of the
 * app keeps serving. A refusal of the file itself (an AppError: not a PDF, too large) passes unchanged.
 */
export function withStorageErrors(storage: FileStorage, log: { warn(obj: object, msg: string): void }): FileStorage {
  const guard = async <T>(operation: string, key: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof AppError) throw error;
      log.warn({ err: error, operation, key }, 'file storage failed');
      throw new AppError('storage_unavailable', STORAGE_UNAVAILABLE_MESSAGE, 503);
    }
  };
  return {
    put: (key, body, contentType) => guard('put', key, () => storage.put(key, body, contentType)),
    get: (key) => guard('get', key, () => storage.get(key)),
    delete: (key) => guard('delete', key, () => storage.delete(key)),
  };
}
