import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminNoteDetail, NoteInput } from '@common/content-admin';
import { buildTestApp, type TestApp } from '../test/app';
import { findSubject } from '../test/content-factories';
import { buildAdmin, buildStudent, type TestUser } from '../test/factories';
import { contentForm, pdfBytes } from '../test/multipart';
import { createS3Storage } from './s3-storage';

// A real S3-protocol server in this process (s3rver): the adapter speaks to it exactly as to AWS or MinIO.
const BUCKET = 'pariksha-test';
let server: S3rver;
let client: S3Client;
let t: TestApp;
let admin: TestUser;
let student: TestUser;
let physicsId: string;

beforeAll(async () => {
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: mkdtempSync(path.join(tmpdir(), 'pariksha-s3rver-')),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  const env = {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: '1',
    UPLOAD_MAX_MB: '8',
  };
  client = new S3Client({ region: 'us-east-1', endpoint: env.S3_ENDPOINT, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  t = await buildTestApp({ env, storage: createS3Storage });
  admin = await buildAdmin(t);
  student = await buildStudent(t, { class: '12', faculty: 'science' });
  physicsId = (await findSubject(t, '12', 'physics')).id;
});
afterAll(async () => {
  await t.close();
  client.destroy();
  await server.close();
});

async function bucketKeys() {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

const noteData = (): NoteInput => ({ title: `S3 note ${Math.random()}`, content: 'Stored in S3', class: '12', subjectId: physicsId, unit: 'Electrostatics' });

describe('uploads to S3-compatible storage', () => {
  it('streams a PDF into the bucket under notes/, serves it to students, and deletes it with the note', async () => {
    const bytes = await pdfBytes('A note kept in S3');
    const response = await t.request('POST', '/api/admin/notes', { as: admin, ...contentForm(noteData(), [{ name: 'pdf', filename: 'in-s3.pdf', content: bytes }]) });
    expect(response.statusCode, response.body).toBe(201);
    const note = response.json() as AdminNoteDetail;
    expect(await bucketKeys()).toEqual([expect.stringMatching(/^notes\/\d+-[0-9a-f]{8}-in-s3\.pdf$/)]);
    const served = await t.get(`/api/notes/${note.id}/pdf`, { as: student });
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, bytes)).toBe(0);

    expect((await t.delete(`/api/admin/notes/${note.id}`, { as: admin })).statusCode).toBe(204);
    expect(await bucketKeys()).toEqual([]);
  });

  it('sends a file of several 5 MB parts as a multipart upload', async () => {
    const bytes = Buffer.concat([await pdfBytes('big'), Buffer.alloc(7 * 1024 * 1024, 37)]);
    const response = await t.request('POST', '/api/admin/notes', { as: admin, ...contentForm(noteData(), [{ name: 'pdf', filename: 'seven-mb.pdf', content: bytes }]) });
    expect(response.statusCode, response.body).toBe(201);
    const note = response.json() as AdminNoteDetail;
    expect(note.pdf).toEqual({ filename: 'seven-mb.pdf', sizeBytes: bytes.length });
    const served = await t.get(`/api/notes/${note.id}/pdf`, { as: student });
    expect(Buffer.compare(served.rawPayload, bytes)).toBe(0);
    await t.delete(`/api/admin/notes/${note.id}`, { as: admin });
  });

  it('leaves nothing in the bucket when it refuses a non-PDF or a file over the limit', async () => {
    const fake = await t.request('POST', '/api/admin/notes', { as: admin, ...contentForm(noteData(), [{ name: 'pdf', filename: 'fake.pdf', content: Buffer.from('GIF89a not a pdf') }]) });
    expect(fake.statusCode).toBe(400);
    const big = Buffer.concat([await pdfBytes('too big'), Buffer.alloc(8 * 1024 * 1024, 37)]);
    const tooBig = await t.request('POST', '/api/admin/notes', { as: admin, ...contentForm(noteData(), [{ name: 'pdf', filename: 'huge.pdf', content: big }]) });
    expect(tooBig.statusCode).toBe(413);
    expect(await bucketKeys()).toEqual([]);
  });
});

describe('S3 out of reach', () => {
  it('answers uploads and downloads with 503 storage_unavailable and keeps serving everything else', async () => {
    // An S3 server that stops after a note was stored in it.
    const stopping = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: mkdtempSync(path.join(tmpdir(), 'pariksha-s3rver-')), configureBuckets: [{ name: BUCKET, configs: [] }] });
    const { port } = await stopping.run();
    const down = await buildTestApp({
      env: { S3_BUCKET: BUCKET, S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: '1' },
      storage: createS3Storage,
    });
    try {
      const [downAdmin, downStudent] = [await buildAdmin(down), await buildStudent(down, { class: '12', faculty: 'science' })];
      const data = { ...noteData(), subjectId: (await findSubject(down, '12', 'physics')).id };
      const stored = await down.request('POST', '/api/admin/notes', { as: downAdmin, ...contentForm(data, [{ name: 'pdf', filename: 'kept.pdf', content: await pdfBytes('kept') }]) });
      expect(stored.statusCode, stored.body).toBe(201);
      await stopping.close();

      const upload = await down.request('POST', '/api/admin/notes', { as: downAdmin, ...contentForm({ ...data, title: 'Refused while S3 is down' }, [{ name: 'pdf', filename: 'refused.pdf', content: await pdfBytes('refused') }]) });
      expect(upload.statusCode, upload.body).toBe(503);
      expect(upload.json()).toMatchObject({ error: { code: 'storage_unavailable', message: 'Files cannot be saved or opened right now. Please try again later.' } });
      const opened = await down.get(`/api/notes/${(stored.json() as AdminNoteDetail).id}/pdf`, { as: downStudent });
      expect(opened.statusCode).toBe(503);
      expect(opened.json()).toMatchObject({ error: { code: 'storage_unavailable' } });
      expect((await down.get('/api/notes', { as: downStudent })).statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });
});
