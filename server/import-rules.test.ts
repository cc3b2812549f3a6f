import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script without type declarations
import { findImportCycles } from '../scripts/check-import-cycles.mjs';

// The server's and common's import rules of eslint.config.js (docs/decisions/020), run through ESLint's own API on
// sources placed where they would break them, and the import-circle check that `npm run lint` runs after ESLint.
const eslint = new ESLint();

async function importErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-syntax');
}

const APP = 'Only start.ts (and tests) import server/app.ts';
const PLATFORM_FEATURE = 'never import a feature';
const SEED = 'Only start.ts and the CLI run the seed';
const SCHEMA = 'server/db/schema imports only';
const DB_PLATFORM = 'server/db sits below the platform';
const FEATURE_SERVICE = 'A feature may call another feature only through its service.ts';
const OUTSIDE_SERVICE = 'Code outside a feature may call another feature only through its service.ts';
const WEB = 'server/ never imports web/';
const COMMON_ALIAS = 'Import common/ as @common/';
const COMMON = 'common/ imports only zod';

describe('server and common import rules', () => {
  it.each([
    ['a feature importing app.ts', 'server/features/auth/violation.ts', "import type { AppInstance } from '../../app';", APP],
    ['the platform importing app.ts', 'server/platform/violation.ts', "import type { FeatureDeps } from '../app';", APP],
    ['the seed importing app.ts', 'server/db/seed/violation.ts', "import { buildApp } from '../../app';", APP],
    ['the platform importing a feature', 'server/platform/violation.ts', "import { signIn } from '../features/auth/service';", PLATFORM_FEATURE],
    ['the platform loading a feature lazily', 'server/platform/violation.ts', "export const load = () => import('../features/content/notes');", PLATFORM_FEATURE],
    ['the database client importing a feature', 'server/db/violation.ts', "import { createAccount } from '../features/auth/service';", PLATFORM_FEATURE],
    ['the platform importing the seed', 'server/platform/violation.ts', "import { seedOnStart } from '../db/seed';", SEED],
    ['the database client importing the platform', 'server/db/violation.ts', "import { AppError } from '../platform/errors';", DB_PLATFORM],
    ['the schema importing a feature', 'server/db/schema/violation.ts', "import { createAccount } from '../../features/auth/service';", SCHEMA],
    ['the schema importing the seed', 'server/db/schema/violation.ts', "import { DEMO_STUDENT } from '../seed/demo-accounts';", SCHEMA],
    ['the schema importing the platform', 'server/db/schema/violation.ts', "import type { Clock } from '../../platform/clock';", SCHEMA],
    ['a feature importing another feature’s internals', 'server/features/profiles/violation.ts', "import { consumeCaptcha } from '../auth/captcha';", FEATURE_SERVICE],
    ['a feature importing another feature’s routes', 'server/features/content/violation.ts', "export { registerPracticeRoutes } from '../practice/routes';", FEATURE_SERVICE],
    ['a feature reaching another feature the long way', 'server/features/content/violation.ts', "import { gradeAttempt } from '../../features/practice/attempt-grading';", OUTSIDE_SERVICE],
    ['a feature importing the seed', 'server/features/content/violation.ts', "import { DEMO_NOTES } from '../../db/seed/content';", SEED],
    ['the seed importing a feature’s internals', 'server/db/seed/violation.ts', "import { countDownload } from '../../features/content/downloads';", OUTSIDE_SERVICE],
    ['the CLI importing a feature’s internals', 'server/cli/violation.ts', "import { signIn } from '../features/auth/captcha';", OUTSIDE_SERVICE],
    ['the server importing the web', 'server/features/auth/violation.ts', "import { api } from '../../../web/src/lib/api';", WEB],
    ['the server importing the web by its alias', 'server/platform/violation.ts', "import { api } from '@/lib/api';", WEB],
    ['the server importing common by a relative path', 'server/features/auth/violation.ts', "import { LoginBody } from '../../../common/auth';", COMMON_ALIAS],
    ['common importing a package other than zod', 'common/violation.ts', "import { sql } from 'drizzle-orm';", COMMON],
    ['common importing the server', 'common/violation.ts', "import { buildApp } from '../server/app';", COMMON],
  ])('fails %s', async (_, filePath, code, message) => {
    const errors = await importErrors(filePath, code);
    expect(errors.map((error) => error.message)).toEqual(expect.arrayContaining([expect.stringContaining(message)]));
  });

  it.each([
    ['start.ts importing app.ts and a feature', 'server/start.ts', "import { buildApp } from './app';\nimport { startAttemptSweeper } from './features/practice/attempt-grading';\nexport { buildApp, startAttemptSweeper };"],
    ['app.ts importing every feature’s routes', 'server/app.ts', "export { registerPracticeRoutes } from './features/practice/routes';"],
    ['a feature importing another feature’s service, the platform, the database and common', 'server/features/auth/fine.ts',
      "import { ensureProfile } from '../profiles/service';\nimport type { Deps } from '../../platform/app-types';\nimport { users } from '../../db/schema';\nimport { LoginBody } from '@common/auth';\nexport { ensureProfile, users, LoginBody };\nexport type { Deps };"],
    ['a feature importing its own files', 'server/features/practice/fine.ts', "export { gradeAttempt } from './attempt-grading';"],
    ['the seed using a feature’s service and the platform', 'server/db/seed/fine.ts', "import { createAccount } from '../../features/auth/service';\nimport { storeFile } from '../../platform/files';\nexport { createAccount, storeFile };"],
    ['the schema importing common and its own files', 'server/db/schema/fine.ts', "import { ROLES } from '@common/academics';\nimport { users } from './auth';\nexport { ROLES, users };"],
    ['a test importing app.ts, the seed and a feature’s internals', 'server/features/content/fine.test.ts',
      "import { buildApp } from '../../app';\nimport { DEMO_NOTES } from '../../db/seed/content';\nimport { gradeAttempt } from '../practice/attempt-grading';\nexport { buildApp, DEMO_NOTES, gradeAttempt };"],
    ['common importing zod and its own files', 'common/fine.ts', "import { z } from 'zod';\nimport { ROLES } from './academics';\nexport { z, ROLES };"],
  ])('allows %s', async (_, filePath, code) => {
    expect(await importErrors(filePath, code)).toEqual([]);
  });
});

describe('import circle check', () => {
  const project = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    writeFileSync(path.join(project, file), text);
  };

  it('finds a circle through type-only imports and aliases, and leaves circles within an allowed folder alone', () => {
    write('tsconfig.json', JSON.stringify({ compilerOptions: { moduleResolution: 'Bundler', module: 'ESNext', paths: { '@common/*': ['./common/*'] } } }));
    write('common/rules.ts', "export const rule = 1;\n");
    // The shape of the old circle: the app imports the routes, the routes import the app's types.
    write('server/app.ts', "import { registerRoutes } from './features/auth/routes';\nimport { rule } from '@common/rules';\nexport type AppInstance = { rule: typeof rule };\nexport const app = registerRoutes;\n");
    write('server/features/auth/routes.ts', "import type { AppInstance } from '../../app';\nexport const registerRoutes = (app: AppInstance) => app;\n");
    write('server/db/seed/index.ts', "import { seedAccounts } from './accounts';\nexport type SeedContext = { db: string };\nexport const seed = seedAccounts;\n");
    write('server/db/seed/accounts.ts', "import type { SeedContext } from './index';\nexport const seedAccounts = (context: SeedContext) => context;\n");
    write('server/features/auth/routes.test.ts', "import { app } from '../../app';\nexport { app };\n");

    expect(findImportCycles({ projectRoot: project, folders: ['server', 'common'], allowedWithin: ['server/db/seed'] })).toEqual([
      ['server/app.ts', 'server/features/auth/routes.ts'],
    ]);
    expect(findImportCycles({ projectRoot: project, folders: ['server', 'common'] })).toHaveLength(2);
  });

  it('finds no circle in the repository outside the seed', () => {
    expect(findImportCycles({ folders: ['server', 'common', 'web/src'], allowedWithin: ['server/db/seed'] })).toEqual([]);
  });
});
