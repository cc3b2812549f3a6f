import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll } from 'vitest';
import { ALL_NAMESPACES, initI18n } from '@/lib/i18n';

beforeAll(async () => {
  await initI18n();
  // Components render without a Suspense boundary in tests, so every text is loaded up front.
  await i18next.loadNamespaces(ALL_NAMESPACES);
});

afterEach(() => cleanup());
