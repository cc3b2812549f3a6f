import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root, found from this module's location, so data files resolve the same whether the server
 * runs from its TypeScript sources (tsx, tests) or from the compiled bundle in dist/server.
 */
function findProjectRoot(): string {
  let directory = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(directory, 'package.json'))) {
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error('Cannot find the project root (package.json)');
    directory = parent;
  }
  return directory;
}

const PROJECT_ROOT = findProjectRoot();

/** An absolute path to a file of the repository, e.g. projectPath('server/db/migrations'). */
export const projectPath = (...segments: string[]) => path.join(PROJECT_ROOT, ...segments);
