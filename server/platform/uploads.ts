import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { slugify } from '@common/syllabus';
import type { Deps } from './app-types';
import { AppError, invalidInput } from './errors';
import type { FileStorage } from './storage';

/** The folders of the spec's storage paths (seed 001 section 7): notes/…, past-papers/…, past-papers/solutions/…. */
export type UploadFolder = 'notes' | 'past-papers' | 'past-papers/solutions';

/** A PDF already in storage whose row is not written yet: the caller records it in its transaction or discards it. */
export type StagedFile = { storageKey: string; filename: string; contentType: 'application/pdf'; sizeBytes: number; sha256: string };

const PDF_MAGIC = Buffer.from('%PDF-');

export const uploadLimitBytes = (config: { UPLOAD_MAX_MB: number }) => config.UPLOAD_MAX_MB * 1024 * 1024;

const notPdf = (filename: string) => new AppError('invalid_file', `"${filename}" is not a PDF file`, 400);
const tooLarge = (filename: string, maxBytes: number) =>
  new AppError('payload_too_large', `"${filename}" is larger than ${Math.round(maxBytes / (1024 * 1024))} MB`, 413);

/** The name shown to admins: no folders, no control characters, at most 200 characters. */
function displayName(filename: string) {
  const base = path.basename(filename.replaceAll('\\', '/')).replace(/[\p{Cc}]/gu, '').trim();
  return (base || 'document.pdf').slice(-200);
}

/**
 * Checks the bytes as they pass: the first five must be `%PDF-` (whatever the name or MIME type claims), the
 * total at most `maxBytes`; counts and hashes them on the way.
 */
class PdfMeter extends Transform {
  sizeBytes = 0;
  private readonly hash = createHash('sha256');
  private head: Buffer | null = Buffer.alloc(0);

  constructor(
    private readonly filename: string,
    private readonly maxBytes: number,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.sizeBytes += chunk.length;
    if (this.sizeBytes > this.maxBytes) return callback(tooLarge(this.filename, this.maxBytes));
    this.hash.update(chunk);
    if (!this.head) return callback(null, chunk);
    // Hold the first bytes back until there are enough to recognise a PDF.
    this.head = Buffer.concat([this.head, chunk]);
    if (this.head.length < PDF_MAGIC.length) return callback();
    if (!this.head.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return callback(notPdf(this.filename));
    const head = this.head;
    this.head = null;
    callback(null, head);
  }

  override _flush(callback: TransformCallback) {
    callback(this.head ? notPdf(this.filename) : null);
  }

  digest() {
    return this.hash.digest('hex');
  }
}

/**
 * Streams a PDF into storage under `{folder}/{timestamp}-{random}-{name}.pdf` (the spec's path shape; the random
 * part keeps two uploads of one name in one millisecond apart). Refuses a file that is not a PDF by its bytes, or
 * over the upload limit, leaving nothing in storage.
 */
export async function stagePdf(
  { storage, clock, config }: Deps<'storage' | 'clock' | 'config'>,
  input: { body: Readable | Buffer; filename: string; folder: UploadFolder },
): Promise<StagedFile> {
  const filename = displayName(input.filename);
  const baseName = slugify(filename.replace(/\.pdf$/i, '')).slice(0, 80) || 'document';
  const storageKey = `${input.folder}/${clock.now().getTime()}-${randomBytes(4).toString('hex')}-${baseName}.pdf`;
  const source = Buffer.isBuffer(input.body) ? Readable.from([input.body]) : input.body;
  const meter = new PdfMeter(filename, uploadLimitBytes(config));
  // The source is piped rather than pipelined: a refused upload must still be read to its end (the next part of
  // a multipart request comes after it), so it is drained instead of destroyed.
  source.once('error', (error) => meter.destroy(error));
  // The meter may refuse the bytes before storage starts reading (storage first creates its folder or request):
  // the refusal is kept here and wins over whatever storage makes of the broken stream.
  let refusal: unknown;
  meter.once('error', (error) => (refusal = error));
  source.pipe(meter);
  try {
    await storage.put(storageKey, meter, 'application/pdf');
    if (refusal) throw refusal;
  } catch (error) {
    source.unpipe(meter);
    source.resume();
    await storage.delete(storageKey).catch(() => {});
    const reason = refusal ?? error;
    throw (reason as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge(filename, uploadLimitBytes(config)) : reason;
  }
  return { storageKey, filename, contentType: 'application/pdf', sizeBytes: meter.sizeBytes, sha256: meter.digest() };
}

/** Removes staged files that will not be recorded (best effort: a missing object is already gone). */
export async function discardStagedFiles(storage: FileStorage, staged: (StagedFile | undefined)[]) {
  await Promise.all(staged.filter((file) => file !== undefined).map((file) => storage.delete(file.storageKey).catch(() => {})));
}

/** Runs the write that records staged files; if it fails, their bytes are removed, so a refused save leaves nothing. */
export async function withStagedFiles<T>(
  { storage }: Deps<'storage'>,
  staged: Partial<Record<string, StagedFile>> | (StagedFile | undefined)[],
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await discardStagedFiles(storage, Object.values(staged));
    throw error;
  }
}

function uploadError(error: unknown, maxBytes: number): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge('The file', maxBytes);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new AppError('bad_request', 'The form has too many parts');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError('unsupported_media_type', 'Send the form as multipart/form-data', 415);
  return error;
}

/**
 * Reads a multipart form of one JSON field `data` (checked with `schema`) and PDF files in the named slots,
 * streaming each file into storage as it arrives. Whatever is wrong (bad JSON, a non-PDF, a file over the limit,
 * an unknown part) answers 4xx with nothing left in storage. The caller records the staged files in its
 * transaction, or discards them if the write fails.
 */
export async function readUploadForm<S extends z.ZodType, Slot extends string>(
  request: FastifyRequest,
  deps: Deps<'storage' | 'clock' | 'config'>,
  schema: S,
  slots: Record<Slot, UploadFolder>,
): Promise<{ data: z.output<S>; files: Partial<Record<Slot, StagedFile>> }> {
  const maxBytes = uploadLimitBytes(deps.config);
  if (!request.isMultipart()) throw uploadError({ code: 'FST_INVALID_MULTIPART_CONTENT_TYPE' }, maxBytes);
  const files: Partial<Record<Slot, StagedFile>> = {};
  let json: string | undefined;
  let failure: unknown;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'data' && typeof part.value === 'string' && json === undefined) json = part.value;
        else failure ??= new AppError('bad_request', `Unexpected form field "${part.fieldname}"`);
        continue;
      }
      const slot = part.fieldname as Slot;
      if (failure || !(slot in slots) || files[slot] || part.filename === '') {
        if (!(slot in slots) || files[slot]) failure ??= new AppError('bad_request', `Unexpected file "${part.fieldname}"`);
        part.file.resume();
        continue;
      }
      try {
        const staged = await stagePdf(deps, { body: part.file, filename: part.filename, folder: slots[slot] });
        files[slot] = staged;
        if (part.file.truncated) failure = tooLarge(staged.filename, maxBytes);
      } catch (error) {
        failure = error;
      }
    }
  } catch (error) {
    failure ??= uploadError(error, maxBytes);
  }
  if (!failure && json === undefined) failure = new AppError('bad_request', 'The form has no data field');
  let data: z.output<S> | undefined;
  if (!failure) {
    try {
      const parsed = schema.safeParse(JSON.parse(json!));
      if (parsed.success) data = parsed.data;
      else failure = invalidInput(parsed.error);
    } catch {
      failure = new AppError('invalid_json', 'The form data is not valid JSON');
    }
  }
  if (failure) {
    await discardStagedFiles(deps.storage, Object.values(files));
    throw failure;
  }
  return { data: data!, files };
}
