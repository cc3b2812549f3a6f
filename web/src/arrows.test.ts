import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The web's import rules of eslint.config.js, run through ESLint's own API on sources placed where they would break them.
const eslint = new ESLint();

async function importErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-syntax');
}

const SHELL = 'Only the shell imports web/src/app';
const FEATURE = 'never import a feature';
const SERVER = 'web/ never imports server/';

describe('web import rules', () => {
  it.each([
    ['a feature importing the shell', 'web/src/features/auth/violation.tsx', "import { Header } from '@/app/layouts/header';", SHELL],
    ['a feature reaching the shell by a relative path', 'web/src/features/auth/violation.tsx', "export { router } from '../../app/router';", SHELL],
    ['a feature loading the shell lazily', 'web/src/features/auth/violation.tsx', "export const page = () => import('@/app/not-found-page');", SHELL],
    ['the design system importing a feature', 'web/src/components/ui/violation.tsx', "import { useSession } from '@/features/auth/queries';", FEATURE],
    ['a shared component importing a feature lazily', 'web/src/components/site/violation.tsx', "export const gate = () => import('@/features/settings/maintenance-gate');", FEATURE],
    ['the design system importing the shell', 'web/src/components/ui/violation.tsx', "import { RequireAuth } from '@/app/route-guard';", SHELL],
    ['lib importing a feature', 'web/src/lib/violation.ts', "import { practiceKeys } from '../features/practice/queries';", FEATURE],
    ['the shell importing the server', 'web/src/app/violation.tsx', "import { buildApp } from '../../../server/app';", SERVER],
    ['a feature importing the server', 'web/src/features/auth/violation.tsx', "import type { AppInstance } from '../../../../server/app';", SERVER],
  ])('fails %s', async (_, filePath, code, message) => {
    const errors = await importErrors(filePath, code);
    expect(errors.map((error) => error.message)).toEqual([expect.stringContaining(message)]);
  });

  it.each([
    ['the shell importing a feature', 'web/src/app/violation.tsx', "import { LoginPage } from '@/features/auth/login-page';"],
    ['a feature importing components, lib, common and another feature', 'web/src/features/auth/fine.tsx',
      "import { Button } from '@/components/ui/button';\nimport { cn } from '@/lib/cn';\nimport { LoginBody } from '@common/auth';\nimport { useMaintenance } from '@/features/settings/queries';\nexport { Button, cn, LoginBody, useMaintenance };"],
    ['a shared component importing the design system and lib', 'web/src/components/site/fine.tsx',
      "import { Button } from '@/components/ui/button';\nimport { useTheme } from '@/lib/theme';\nexport { Button, useTheme };"],
    ['a feature file whose own name contains app', 'web/src/features/auth/fine.tsx', "export { x } from './app-form';"],
  ])('allows %s', async (_, filePath, code) => {
    expect(await importErrors(filePath, code)).toEqual([]);
  });
});
