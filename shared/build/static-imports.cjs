// Follows a browser module's imports as webpack does, through the module and shared (by package
// name): to tell what a file brings into its chunk without `import()` (the first-load tests,
// shell/src/firstLoad.test.ts), and every file a page can ever run, `import()` included (the sign-in
// page's catalogue, shared/build/lingui.cjs). A file imported only for types (`import type`) is left
// out by the build; one whose names are all marked `type` inline may be kept, so it counts.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const SHARED = path.resolve(__dirname, '..');

function resolveFile(from, specifier) {
  let base;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else if (specifier.startsWith('shared/build/')) base = path.join(SHARED, specifier.slice('shared/'.length));
  else if (specifier.startsWith('shared/')) base = path.join(SHARED, 'src', specifier.slice('shared/'.length));
  else return null;
  const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end).find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
  if (!found) throw new Error(`${specifier} (imported by ${from}) is not a file`);
  return found;
}

/** The specifiers a file imports or re-exports for their values, not for types alone. */
function valueImports(file) {
  if (!/\.tsx?$/.test(file)) return [];
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) return [statement.moduleSpecifier.text];
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) return [statement.moduleSpecifier.text];
    return [];
  });
}

/** The specifiers of a file's `import('...')` calls written with a plain string (not a template: a catalogue by language). */
function dynamicImports(file) {
  if (!/\.tsx?$/.test(file)) return [];
  const found = [];
  const visit = (node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS));
  return found;
}

/**
 * Every file of the module and shared that `entry` can run: what it imports, statically or by
 * `import()`, and so on; the imports of a file `unfollowed` names are not read.
 */
function reachableFiles(entry, unfollowed = () => false) {
  const seen = new Set([entry]);
  const queue = [entry];
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (unfollowed(file)) continue;
    for (const specifier of [...valueImports(file), ...dynamicImports(file)]) {
      const next = resolveFile(file, specifier);
      if (next && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return [...seen];
}

/** The files from `entry` to the first one that imports the package `pkg`, relative to `relativeTo`; null when none does. */
function staticPathToPackage(entry, pkg, relativeTo) {
  const cameFrom = new Map([[entry, null]]);
  const queue = [entry];
  for (let file = queue.shift(); file; file = queue.shift()) {
    for (const specifier of valueImports(file)) {
      if (specifier === pkg || specifier.startsWith(`${pkg}/`)) {
        const chain = [];
        for (let at = file; at; at = cameFrom.get(at)) chain.unshift(path.relative(relativeTo, at));
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

module.exports = { reachableFiles, staticPathToPackage };
