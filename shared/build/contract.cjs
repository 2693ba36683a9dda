// The platform contract: the modules under src/platform, shared at run time as singletons, and the
// packages every module shares with them (SINGLETONS). Its version lives in src/platform/contract.json
// beside a hash of what each release's files declare and do (their syntax trees, without comments or
// layout) and of those packages, so a change to what a contract file exports, or to what a module
// finds in the shell, without a new version fails src/platform/contract.test.ts, while a comment or a
// formatting change is no release.
//   node shared/build/contract.cjs release <version>   records a new release of the current files
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const PLATFORM_DIR = path.join(__dirname, '..', 'src', 'platform');
const MANIFEST = path.join(PLATFORM_DIR, 'contract.json');

// The packages that must exist once on the page (request -> package), shared by every module as
// singletons (shared/build/webpack.cjs): React and React DOM, the store's React binding (its one
// context), emotion's cache and ThemeContext (the portal theme reaches every remote through it).
// Each share is an entry in every module's tables and a lookup at start-up, so nothing else is a
// singleton (MUI's files are shared for their bytes, between builds of the same MUI: webpack.cjs).
// Not Redux Toolkit: the one store and api slice are the contract's (api/baseApi and the
// shell's store), and a module's own copy of the rest (skipToken, a Symbol.for) is the same value.
// Not @emotion/styled: it holds nothing, reading @emotion/react's cache and theme.
const SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-redux': 'react-redux',
  '@emotion/react': '@emotion/react',
};

/** The contract's source files (relative to src/platform, sorted): everything but tests, the manifest and the README. */
function contractFiles(dir = PLATFORM_DIR) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return contractFiles(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path.relative(PLATFORM_DIR, full)] : [];
    })
    .sort();
}

const parenthesized = (node) => ts.isParenthesizedExpression(node) || ts.isParenthesizedTypeNode(node);
const hasText = (node) =>
  ts.isIdentifier(node) ||
  ts.isPrivateIdentifier(node) ||
  ts.isStringLiteralLike(node) ||
  ts.isNumericLiteral(node) ||
  ts.isBigIntLiteral(node) ||
  ts.isRegularExpressionLiteral(node) ||
  ts.isTemplateLiteralToken(node);

/**
 * A TypeScript file's syntax tree written out: each node's kind, its name or literal value, its
 * operator, its let/const, then its children. Comments, whitespace, quotes, trailing commas,
 * semicolons and redundant parentheses leave no trace; any change to a declaration, a type or a
 * value does.
 */
function syntaxShape(fileName, text) {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const parts = [];
  const visit = (node) => {
    if (parenthesized(node)) return visit(node.expression ?? node.type);
    if (ts.isJsxText(node)) {
      const words = node.text.replace(/\s+/g, ' ').trim();
      if (words) parts.push('JsxText', JSON.stringify(words));
      return;
    }
    parts.push(ts.SyntaxKind[node.kind]);
    if (hasText(node)) parts.push(JSON.stringify(node.text));
    if (typeof node.operator === 'number') parts.push(ts.SyntaxKind[node.operator]);
    if (ts.isVariableDeclarationList(node)) parts.push(String(node.flags & ts.NodeFlags.BlockScoped));
    parts.push('(');
    ts.forEachChild(node, visit);
    parts.push(')');
  };
  visit(source);
  return parts.join(' ');
}

/** One hash over every contract file's path and syntax shape, and the packages shared with them. */
function contractHash(singletons = SINGLETONS) {
  const hash = crypto.createHash('sha256');
  for (const file of contractFiles()) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(syntaxShape(file, fs.readFileSync(path.join(PLATFORM_DIR, file), 'utf8')));
    hash.update('\0');
  }
  hash.update(JSON.stringify(Object.entries(singletons).sort(([a], [b]) => a.localeCompare(b))));
  return hash.digest('hex');
}

/** @returns {{ version: string, releases: Record<string, string> }} */
function readContract() {
  return JSON.parse(fs.readFileSync(MANIFEST, 'utf8'));
}

const parse = (version) => {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`"${version}" is not a version (major.minor.patch)`);
  return match.slice(1).map(Number);
};

/** Negative, zero or positive as a is older than, the same as or newer than b. */
function compareVersions(a, b) {
  const [x, y] = [parse(a), parse(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

/** The shared-module requests of the contract: `shared/platform/<file without extension>`. */
function contractRequests() {
  return contractFiles().map(
    (file) =>
      `shared/platform/${file
        .split(path.sep)
        .join('/')
        .replace(/\.tsx?$/, '')}`,
  );
}

function release(version) {
  const contract = readContract();
  if (compareVersions(version, contract.version) <= 0) throw new Error(`${version} must be newer than the current contract ${contract.version}`);
  const hash = contractHash();
  if (contract.releases[contract.version] === hash)
    throw new Error(`Neither a contract file nor a shared package changed since ${contract.version}: nothing to release`);
  const next = { version, releases: { ...contract.releases, [version]: hash } };
  fs.writeFileSync(MANIFEST, `${JSON.stringify(next, null, 2)}\n`);
  return next;
}

if (require.main === module) {
  const [command, version] = process.argv.slice(2);
  if (command !== 'release' || !version) {
    console.error('Usage: node shared/build/contract.cjs release <major.minor.patch>');
    process.exit(2);
  }
  try {
    release(version);
    console.log(`Platform contract ${version} recorded in ${path.relative(process.cwd(), MANIFEST)}.`);
  } catch (failure) {
    console.error(failure.message);
    process.exit(1);
  }
}

module.exports = { contractFiles, contractHash, contractRequests, readContract, compareVersions, syntaxShape, PLATFORM_DIR, SINGLETONS };
