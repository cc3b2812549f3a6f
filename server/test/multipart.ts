import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createPdf, finishPdf, paragraph } from '../platform/pdf';

export type FormPart = { name: string; value: string } | { name: string; filename: string; content: Buffer; contentType?: string };

/** A multipart/form-data body as a browser sends it, for app.inject: `{ payload, headers }`. */
export function multipartBody(parts: FormPart[]) {
  const boundary = `----pariksha${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = 'filename' in part ? `form-data; name="${part.name}"; filename="${part.filename}"` : `form-data; name="${part.name}"`;
    const type = 'filename' in part ? `\r\nContent-Type: ${part.contentType ?? 'application/pdf'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push('filename' in part ? part.content : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The form the content screens send: the JSON field `data`, then files. */
export const contentForm = (data: unknown, files: Extract<FormPart, { filename: string }>[] = []) =>
  multipartBody([{ name: 'data', value: JSON.stringify(data) }, ...files]);

/** A real one-page PDF saying `text`. */
export async function pdfBytes(text: string) {
  const doc = createPdf({ title: text });
  paragraph(doc, text);
  return (await finishPdf(doc)).bytes;
}

/** Every file under a local storage root, as keys ('notes/…'). */
export function storedKeys(root: string): string[] {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}
