// CONTRIBUTING.md and the READMEs send a newcomer to files by path; a file moved or renamed without
// them leaves a recipe that cannot be followed. Every path they name must be there: a link's
// target, and a file or folder written as code (`api/src/app.ts`, `src/routes/`), read from the
// document's folder, its package's folder or the repository root. Placeholders (`<topic>`, `…`,
// `*`) are patterns, not paths, and are left alone.
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');

/** CONTRIBUTING.md, the root README and every package's and folder's README. */
function documents(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return documents(full);
    return entry.name === 'README.md' || (dir === root && entry.name === 'CONTRIBUTING.md') ? [full] : [];
  });
}

/**
 * A path as code: two or more plain segments (no spaces, placeholders or wildcards) ending in a file
 * of a kind the repository holds, or a folder (a trailing slash). A bare name (`paths.ts`, `utils/`)
 * is read with the folder its sentence names; import specifiers (`theme/portalTheme`), media types
 * and addresses end in neither.
 */
const CODE_PATH = /^(?:\.\.?\/)*(?:[\w@.-]+\/)+(?:[\w@.-]+\.(?:ts|tsx|mjs|cjs|js|json|sql|md|ya?ml|html)|[\w@.-]+\/)$/;
/** What builds and runs write (the git-ignored folders: dist/, .data/, …), there only after one. */
const OUTPUT = fs
  .readFileSync(path.join(root, '.gitignore'), 'utf8')
  .split('\n')
  .filter((line) => line.endsWith('/'))
  .map((line) => line.slice(0, -1));
const isOutput = (named: string) => OUTPUT.some((folder) => `/${named}`.includes(`/${folder}/`));

function namedPaths(text: string): { named: string; link: boolean }[] {
  const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => ({ named: match[1]!, link: true }));
  const code = [...text.matchAll(/`([^`\n]+)`/g)].map((match) => ({ named: match[1]!, link: false }));
  return [...links, ...code];
}

function missingPaths(document: string): string[] {
  const text = fs.readFileSync(document, 'utf8').replace(/```[\s\S]*?```/g, '');
  const dir = path.dirname(document);
  const packageDir = path.join(root, path.relative(root, dir).split(path.sep)[0]!);
  return namedPaths(text).flatMap(({ named, link }) => {
    if (link) {
      if (/^[a-z]+:|^#/.test(named)) return [];
      return fs.existsSync(path.join(dir, decodeURI(named.split('#')[0]!))) ? [] : [named];
    }
    if (!CODE_PATH.test(named) || isOutput(named)) return [];
    return [dir, packageDir, root].some((base) => fs.existsSync(path.join(base, named))) ? [] : [named];
  });
}

test('every path CONTRIBUTING.md and the READMEs name exists', () => {
  const missing = documents(root).flatMap((document) => missingPaths(document).map((named) => `${path.relative(root, document)}: ${named}`));
  expect(missing).toEqual([]);
});
