// The lint rule that refuses an import cycle passing through a type-only import. import-x's
// no-cycle (4.18) skips type-only imports and has no option to count them, so a cycle with one
// `import type` in it goes unseen there; this rule starts from each type-only import of a file and
// follows every import (types, values, re-exports, dynamic imports) of the files it reaches. A cycle
// of value imports alone stays no-cycle's to report.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The files a file imports, by path, kept while the file is unchanged (an editor's ESLint lives on). */
const importsOfFile = new Map();

function importsOf(file, resolve) {
  let modified;
  try {
    modified = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const known = importsOfFile.get(file);
  if (known?.modified === modified) return known.imports;
  // TypeScript's import scanner: every module specifier of a file, whatever its kind, without a full parse.
  const specifiers = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true).importedFiles.map((imported) => imported.fileName);
  const imports = [...new Set(specifiers.map((specifier) => resolve(specifier, file)).filter(Boolean))];
  importsOfFile.set(file, { modified, imports });
  return imports;
}

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type'));

/** @type {import('eslint').Rule.RuleModule} */
export const noTypeCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import cycle that passes through a type-only import (import-x/no-cycle skips those).' },
    schema: [],
    messages: { cycle: 'Dependency cycle through this type-only import: {{route}}' },
  },
  create(context) {
    const file = context.physicalFilename;
    const resolvers = context.settings['import-x/resolver-next'] ?? [];
    // As import-x/no-cycle with ignoreExternal: a package's files are not followed; the workspace's are (by real path).
    const resolve = (specifier, from) => {
      for (const resolver of resolvers) {
        const found = resolver.resolve(specifier, from);
        if (found.found && found.path) return found.path.includes(`${path.sep}node_modules${path.sep}`) ? null : found.path;
      }
      return null;
    };
    const check = (node) => {
      if (!node.source || !isTypeOnly(node)) return;
      const start = resolve(node.source.value, file);
      if (!start || start === file) return;
      // Breadth first, so the route reported is a shortest one.
      const cameFrom = new Map([[start, null]]);
      const queue = [start];
      while (queue.length > 0) {
        const current = queue.shift();
        for (const next of importsOf(current, resolve)) {
          if (next === file) {
            const route = [];
            for (let at = current; at; at = cameFrom.get(at)) route.unshift(path.relative(path.dirname(file), at));
            context.report({ node: node.source, messageId: 'cycle', data: { route: [...route, path.basename(file)].join(' -> ') } });
            return;
          }
          if (!cameFrom.has(next)) {
            cameFrom.set(next, current);
            queue.push(next);
          }
        }
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
