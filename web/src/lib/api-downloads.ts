// Downloads apart from api.ts, so that they load with the pages that offer them, not with every first visit.
import { send, type RequestOptions } from './api';

/** How much of a download has arrived: received bytes of the total (0 when the server sent no length). */
export type DownloadProgress = { loaded: number; total: number };

/**
 * Fetches a file from the API (a PDF download) with the same headers and errors as `api`, reporting its progress
 * as the body arrives (a large paper on mobile data takes a while).
 */
export async function apiFile(
  path: string,
  options: RequestOptions & { onProgress?: (progress: DownloadProgress) => void } = {},
): Promise<{ blob: Blob; filename: string | null }> {
  const response = await send(path, options, '*/*');
  const filename = filenameOf(response.headers.get('content-disposition') ?? '');
  if (!options.onProgress || !response.body) return { blob: await response.blob(), filename };
  const total = Number(response.headers.get('content-length')) || 0;
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    chunks.push(part.value);
    loaded += part.value.byteLength;
    options.onProgress({ loaded, total });
  }
  return { blob: new Blob(chunks, { type: response.headers.get('content-type') ?? 'application/octet-stream' }), filename };
}

/** The file name of a Content-Disposition header: the UTF-8 `filename*` (a Devanagari title) before the ASCII one. */
export function filenameOf(disposition: string): string | null {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
}

/** Saves a Blob under a file name through a temporary link (API downloads that need our headers and session). */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
