import { describe, expect, it } from 'vitest';
import { isSaveableApiPath } from './offline-rules';

const ID = '7998d2b7-3705-4c97-9aab-3448fbb4c09c';

describe('what the service worker answers from a saved copy (decision 083)', () => {
  it.each([
    '/api/events',
    '/api/auth/session',
    '/api/auth/login',
    '/api/auth/logout',
    '/api/auth/verification/code',
    '/api/payments',
    `/api/payments/${ID}`,
    `/api/payments/${ID}/receipt`,
    '/api/payment-returns/esewa/success',
    '/api/payment-returns/khalti',
    '/api/billing/plans',
    '/api/billing/gateways',
    '/api/uploads/notes/handout.pdf',
    '/api/admin/notes',
    `/api/admin/users/${ID}`,
    '/api/admin/payment-gateways',
  ])('never intercepts %s: the network answers it, as if there were no worker', (pathname) => {
    expect(isSaveableApiPath(pathname)).toBe(false);
  });

  it.each([
    // What "Save for offline" stores for a note (its unit's list, the note, its PDF) and a past paper (its PDFs).
    '/api/notes/units/physics/optics',
    `/api/notes/${ID}`,
    `/api/notes/${ID}/pdf`,
    `/api/past-papers/${ID}/pdf`,
    `/api/past-papers/${ID}/solution/pdf`,
    // The content lists the screens read.
    '/api/notes',
    '/api/past-papers',
    '/api/formulas',
    '/api/repeated-questions',
  ])('may answer the content read %s from the saved copy when the network fails', (pathname) => {
    expect(isSaveableApiPath(pathname)).toBe(true);
  });

  it('matches whole path segments: a content path that only starts like a private one is still a content read', () => {
    expect(isSaveableApiPath('/api/eventsfeed')).toBe(true);
    expect(isSaveableApiPath('/api/administration-notes')).toBe(true);
    expect(isSaveableApiPath('/api/admin')).toBe(false);
  });

  it('never answers what is not the API: pages and assets have their own routes', () => {
    for (const pathname of ['/', '/dashboard', '/notes', '/assets/index-abc123.js', '/api', '/sw.js']) expect(isSaveableApiPath(pathname), pathname).toBe(false);
  });
});
