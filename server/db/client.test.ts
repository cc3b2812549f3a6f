import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, openPostgres } from './client';

describe('openPostgres', () => {
  it('fails fast with a clear message when DATABASE_URL cannot be reached', async () => {
    const startedAt = Date.now();
    const attempt = openPostgres({ url: 'postgres://nobody:secret@127.0.0.1:9/pariksha', connectTimeoutMs: 2000 });
    await expect(attempt).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(attempt).rejects.toThrow(/Cannot connect to DATABASE_URL \(127\.0\.0\.1:9\/pariksha\)/);
    expect(Date.now() - startedAt).toBeLessThan(5000);
  });
});
