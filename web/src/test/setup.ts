import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { ALL_NAMESPACES, initI18n } from '@/lib/i18n';
import { installCacheStorage } from './cache-storage';

beforeAll(async () => {
  const i18n = await initI18n();
  // Components render without a Suspense boundary in tests, so every text is loaded up front.
  await i18n.loadNamespaces(ALL_NAMESPACES);
});

// jsdom has no Cache Storage: each test starts with an empty one, as a fresh browser profile would.
beforeEach(() => installCacheStorage());

afterEach(() => cleanup());
