// `npm run lint` runs this after ESLint: it fails when source files import each other in a circle (type-only
// imports, re-exports and import() included), resolving paths exactly as TypeScript does (the @common/* and
// @/* aliases too). Circles among the seed's own files are allowed: its index and its steps share one context
// type on purpose. See docs/decisions/020-import-rules.md.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');

/** Every .ts/.tsx file under the folders, tests and declaration files left out (nothing imports a test). */
function listSources(directory) {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function compilerOptionsOf(projectRoot) {
  const configFile = path.join(projectRoot, 'tsconfig.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, projectRoot).options;
}

/** Each file's imports that resolve to another source file of the set. */
function importGraph(files, options) {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles
        .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName)
        .filter((target) => target && known.has(path.resolve(target)))
        .map((target) => path.resolve(target));
      return [file, [...new Set(targets)]];
    }),
  );
}

/** Tarjan's strongly connected components: every group of files that reach each other through imports. */
function stronglyConnected(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (file) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file)) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file), index.get(target)));
      }
    }
    if (low.get(file) === index.get(file)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      groups.push(group);
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return groups;
}

/**
 * The import circles among the sources under `folders` (relative to `projectRoot`), each as its files relative to
 * the root, except circles made only of files under one of the `allowedWithin` folders.
 */
export function findImportCycles({ projectRoot = root, folders, allowedWithin = [] }) {
  const files = folders.flatMap((folder) => listSources(path.join(projectRoot, folder)));
  const graph = importGraph(files, compilerOptionsOf(projectRoot));
  const relative = (file) => path.relative(projectRoot, file).split(path.sep).join('/');
  return stronglyConnected(graph)
    .filter((group) => group.length > 1 || graph.get(group[0]).includes(group[0]))
    .map((group) => group.map(relative).sort())
    .filter((group) => !allowedWithin.some((folder) => group.every((file) => file.startsWith(`${folder}/`))));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cycles = findImportCycles({ folders: ['server', 'common', 'web/src'], allowedWithin: ['server/db/seed'] });
  for (const cycle of cycles) console.error(`Import circle:\n  ${cycle.join('\n  ')}\n`);
  if (cycles.length > 0) {
    console.error(`${cycles.length} import circle(s): move what both sides need below both (docs/architecture.md).`);
    process.exit(1);
  }
}
