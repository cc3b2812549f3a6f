import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFile, filenameOf } from './api-downloads';

afterEach(() => vi.unstubAllGlobals());

describe('filenameOf', () => {
  it('prefers the UTF-8 filename* (a Devanagari title) to the ASCII fallback', () => {
    expect(filenameOf(`attachment; filename="document.pdf"; filename*=UTF-8''${encodeURIComponent('भौतिक विज्ञान २०८०.pdf')}`)).toBe('भौतिक विज्ञान २०८०.pdf');
    expect(filenameOf('attachment; filename="neb-physics-2023.pdf"')).toBe('neb-physics-2023.pdf');
    expect(filenameOf(`attachment; filename="plain.pdf"; filename*=UTF-8''%E0%A4`)).toBe('plain.pdf');
    expect(filenameOf('')).toBeNull();
  });
});

describe('apiFile', () => {
  it('reports the bytes received of the total while the body arrives', async () => {
    const parts = [new Uint8Array(300), new Uint8Array(700)];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        parts.forEach((part) => controller.enqueue(part));
        controller.close();
      },
    });
    const headers = { 'content-type': 'application/pdf', 'content-length': '1000', 'content-disposition': 'attachment; filename="paper.pdf"' };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status: 200, headers })));
    const progress: number[] = [];
    const file = await apiFile('/api/past-papers/1/download', { method: 'POST', onProgress: ({ loaded, total }) => progress.push(loaded / total) });
    expect(progress).toEqual([0.3, 1]);
    expect(file.blob.size).toBe(1000);
    expect(file.filename).toBe('paper.pdf');
  });
});
