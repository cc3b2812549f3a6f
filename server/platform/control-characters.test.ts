import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { buildAdmin, buildStudent } from '../test/factories';
import { findControlCharacter } from './control-characters';

describe('findControlCharacter', () => {
  it.each([
    ['nul\u0000', []],
    ['bell\u0007', []],
    ['escape\u001b[2J', []],
    ['delete\u007f', []],
    ['c1\u0085', []],
    ['lone \ud800 high surrogate', []],
    ['lone \udc00 low surrogate', []],
    [{ name: 'ok', nested: { list: ['fine', 'x\u0000'] } }, ['nested', 'list', '1']],
    [{ 'key\u0000': 'value' }, ['"key\\u0000"']],
  ] as const)('finds %j at %j', (value, path) => {
    expect(findControlCharacter(value)).toEqual(path);
  });

  it('lets tabs, line breaks, emoji, Devanagari and other scripts through', () => {
    expect(findControlCharacter({ content: 'Line one\r\nLine two\n\tindented', emoji: '😀 सूत्र ∫ x² dx', empty: '', values: [1, true, null] })).toBeNull();
  });
});

describe('every route refuses control characters with 400 before its own validation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('in a JSON body, a query and a path parameter, naming where, and changes nothing', async () => {
    const admin = await buildAdmin(t);
    const student = await buildStudent(t);
    const before = (await t.get('/api/policies/terms')).json();

    const body = await t.post('/api/admin/policies/terms', { content: 'Terms\u0000 with a NUL' }, { as: admin });
    expect(body.statusCode).toBe(400);
    expect(body.json().error).toEqual({ code: 'validation_error', message: 'Invalid body: content: control characters are not allowed' });
    expect((await t.get('/api/policies/terms')).json()).toEqual(before);

    const query = await t.get('/api/notes?search=nul%00byte', { as: student });
    expect(query.statusCode).toBe(400);
    expect(query.json().error.message).toBe('Invalid querystring: search: control characters are not allowed');
    for (const url of ['/api/formulas?search=%1B%5B2J', '/api/admin/notifications/recipients?search=%7F']) {
      expect((await t.get(url, { as: admin })).statusCode, url).toBe(400);
    }

    const path = await t.get('/api/notes/units/physics%00/optics', { as: student });
    expect(path.statusCode).toBe(400);
    expect(path.json().error.message).toBe('Invalid params: subject: control characters are not allowed');

    const surrogate = await t.put('/api/admin/settings/maintenance', '{"enabled":false,"message":"back \\ud800 soon"}', {
      as: admin,
      headers: { 'content-type': 'application/json' },
    });
    expect(surrogate.statusCode).toBe(400);
  });

  it('still accepts multi-line text with tabs', async () => {
    const admin = await buildAdmin(t);
    const response = await t.post('/api/admin/policies/terms', { content: '# Terms\r\n\n\tIndented line' }, { as: admin });
    expect(response.statusCode).toBe(201);
  });
});
