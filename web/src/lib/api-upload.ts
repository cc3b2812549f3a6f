import { CSRF_HEADERS, refusal } from './api';

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends a multipart form (an admin's PDF upload) with the same headers and errors as `api`, reporting the share of
 * the body sent so far (0 to 1). XMLHttpRequest because fetch cannot report upload progress; a module of its own so
 * only the screens that upload carry it.
 */
export function apiUpload<T>(path: string, options: { method: 'POST' | 'PUT'; body: FormData; onProgress?: (share: number) => void }): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(options.method, path);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(CSRF_HEADERS)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(refusal(0, 'network_error'));
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) return resolve(body as T);
      const { code, message, ...details } = (body as { error?: { code?: string; message?: string } } | undefined)?.error ?? {};
      reject(refusal(request.status, code, message, details));
    };
    request.send(options.body);
  });
}
