import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Every screen's first load is the bootstrap and what it imports without `import()`. A value read
// from a file of zod schemas once brought zod (88 KB raw) into it unnoticed: this follows the
// bootstrap's static imports through the shell and shared, as webpack does, and names the path to
// a package that must come later or never. A file imported only for types (`import type`) is left
// out by the build; one whose names are all marked `type` inline may be kept, so it counts here.

const SHELL_SRC = __dirname;
const SHARED = path.resolve(__dirname, '../../shared');
const KEPT_OUT_OF_FIRST_LOAD = ['zod'];

function resolveFile(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else if (specifier.startsWith('shared/build/')) base = path.join(SHARED, specifier.slice('shared/'.length));
  else if (specifier.startsWith('shared/')) base = path.join(SHARED, 'src', specifier.slice('shared/'.length));
  else return null;
  const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end).find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
  if (!found) throw new Error(`${specifier} (imported by ${from}) is not a file`);
  return found;
}

/** The specifiers a file imports or re-exports for their values, not for types alone. */
function valueImports(file: string): string[] {
  if (!/\.tsx?$/.test(file)) return [];
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) return [(statement.moduleSpecifier as ts.StringLiteral).text];
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) return [(statement.moduleSpecifier as ts.StringLiteral).text];
    return [];
  });
}

/** The chain of files from `entry` to the first file that imports `pkg`, or null. */
function pathToPackage(entry: string, pkg: string): string[] | null {
  const cameFrom = new Map<string, string | null>([[entry, null]]);
  const queue = [entry];
  for (let file = queue.shift(); file; file = queue.shift()) {
    for (const specifier of valueImports(file)) {
      if (specifier === pkg || specifier.startsWith(`${pkg}/`)) {
        const chain = [];
        for (let at: string | null | undefined = file; at; at = cameFrom.get(at)) chain.unshift(path.relative(path.dirname(SHELL_SRC), at));
        return chain;
      }
      const next = resolveFile(file, specifier);
      if (next && !cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

describe("the portal's first load", () => {
  it.each(KEPT_OUT_OF_FIRST_LOAD)('reaches no %s from the bootstrap', (pkg) => {
    expect(pathToPackage(path.join(SHELL_SRC, 'bootstrap.tsx'), pkg)).toBeNull();
  });

  it('finds a package the bootstrap does reach, with the files that lead to it', () => {
    expect(pathToPackage(path.join(SHELL_SRC, 'bootstrap.tsx'), '@reduxjs/toolkit')).toEqual(['src/bootstrap.tsx', 'src/app/store.ts']);
  });
});
