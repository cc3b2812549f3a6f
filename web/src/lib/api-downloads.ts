// Downloads apart from api.ts, so that they load with the pages that offer them, not with every first visit.
import { send, type RequestOptions } from './api';

/** Fetches a file from the API (a PDF download) with the same headers and errors as `api`. */
export async function apiFile(path: string, options: RequestOptions = {}): Promise<{ blob: Blob; filename: string | null }> {
  const response = await send(path, options, '*/*');
  const disposition = response.headers.get('content-disposition') ?? '';
  return { blob: await response.blob(), filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
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
