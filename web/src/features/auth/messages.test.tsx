import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { json } from '@/test/harness';
import { readInNepali } from '@/test/language';
import { useMessages } from './messages';

afterEach(() => vi.unstubAllGlobals());

/** The error of a request the API answers with `status` and `body`. */
async function refusedWith(status: number, body: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => json(status, body)));
  return api('/api/auth/admin-login', { method: 'POST', body: {} }).catch((error: unknown) => error);
}

const wordsFor = () => renderHook(() => useMessages()).result.current.describeError;

describe('the auth screens’ words for a refused request', () => {
  it('come from the code alone for a Nepali reader, whatever the server’s sentence says', async () => {
    await readInNepali();
    const describeError = wordsFor();
    for (const [code, words] of [
      ['admin_only', 'पहुँच अस्वीकृत। प्रशासक अधिकार आवश्यक छ।'],
      ['invalid_credentials', 'इमेल वा पासवर्ड मिलेन'],
      ['captcha_rate_limited', 'सुरक्षा जाँचका तस्बिर धेरै पटक मागियो। केही मिनेट पर्खेर फेरि प्रयास गर्नुहोस्।'],
      ['reset_rate_limited', 'धेरै पटक पासवर्ड रिसेट अनुरोध भयो। कृपया पछि फेरि प्रयास गर्नुहोस्।'],
      ['password_check_rate_limited', 'धेरै प्रयास भयो। कृपया १५ मिनेटपछि फेरि प्रयास गर्नुहोस्।'],
    ] as const) {
      const error = await refusedWith(400, { error: { code, message: 'A sentence reworded since this build' } });
      expect(describeError(error, 'fallback')).toBe(words);
    }
  });

  it('are the server’s own sentence for an English reader', async () => {
    const error = await refusedWith(403, { error: { code: 'admin_only', message: 'Access denied. Admin privileges required.' } });
    expect(wordsFor()(error, 'fallback')).toBe('Access denied. Admin privileges required.');
  });

  it('are the page’s own words for a server failure', async () => {
    const error = await refusedWith(500, { error: { code: 'internal_error', message: 'An unexpected error occurred. Please try again.' } });
    expect(wordsFor()(error, 'Sign-in failed')).toBe('Sign-in failed');
  });
});
