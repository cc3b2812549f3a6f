import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '@common/errors';
import englishErrors from '@/locales/en/errors.json';
import nepaliErrors from '@/locales/ne/errors.json';
import { readInNepali } from '@/test/language';
import { api, ApiError } from './api';

const CLIENT_CODES = ['network_error', 'http_error'];

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));
}

async function refusal(): Promise<ApiError> {
  const error = await api('/api/anything').catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => vi.unstubAllGlobals());

describe('server error codes', () => {
  it('every code the server can send, and the ones the browser makes, has a text in both languages', () => {
    for (const code of [...ERROR_CODES, ...CLIENT_CODES]) {
      expect(englishErrors.codes, code).toHaveProperty(code);
      expect(nepaliErrors.codes, code).toHaveProperty(code);
    }
    expect(Object.keys(englishErrors.codes).sort()).toEqual([...ERROR_CODES, ...CLIENT_CODES].sort());
  });

  it('shows English readers the server’s own sentence', async () => {
    answer(409, { error: { code: 'email_taken', message: 'An account with this email already exists. Please sign in instead.' } });
    const error = await refusal();
    expect(error.code).toBe('email_taken');
    expect(error.message).toBe('An account with this email already exists. Please sign in instead.');
  });

  it('shows Nepali readers the translation of the code, with numbers in Devanagari', async () => {
    await readInNepali();
    answer(409, { error: { code: 'deadline_passed', message: 'Time is up: answers are no longer accepted for this test.' } });
    const error = await refusal();
    expect(error.message).toBe(nepaliErrors.codes.deadline_passed);

    answer(500, 'not json');
    expect((await refusal()).message).toBe('अनुरोध असफल भयो (५००)');
  });

  it('falls back to the server’s English sentence for a code with no translation', async () => {
    await readInNepali();
    answer(400, { error: { code: 'something_new', message: 'Something new went wrong' } });
    expect((await refusal()).message).toBe('Something new went wrong');
  });

  it('says a network failure in the reader’s language', async () => {
    await readInNepali();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await refusal();
    expect(error.code).toBe('network_error');
    expect(error.message).toBe(nepaliErrors.codes.network_error);
  });
});
