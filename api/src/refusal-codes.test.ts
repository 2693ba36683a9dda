import path from 'node:path';
import ts from 'typescript';
import { REFUSAL_CODES } from 'shared/domain/common/refusal-codes';

// The list of refusal codes (shared/src/domain/common/refusal-codes.ts) is what the portal maps to
// translated words: every code the API answers must be in it, and every code in it must still be
// answered. The API's source is read as TypeScript reads it: a code is a string literal written
// where a RefusalCode is expected (an HttpError's, a helper's or a Refusal's code, a constant that
// `satisfies RefusalCode`), in the API's own files and the shared files they import.

const apiRoot = path.resolve(__dirname, '..');
const sharedSource = path.resolve(apiRoot, '../shared/src');
const listFile = path.join(sharedSource, 'domain/common/refusal-codes.ts');
const listed = new Set<string>(REFUSAL_CODES);
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)+$/;

interface SourceUse {
  code: string;
  at: string;
}

/** The API's program: its source files (no tests) and whatever they import. */
function apiProgram(): ts.Program {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(apiRoot, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  )!;
  const roots = parsed.fileNames.filter((file) => file.startsWith(path.join(apiRoot, 'src') + path.sep) && !/\.test\.tsx?$/.test(file));
  return ts.createProgram(roots, { ...parsed.options, noEmit: true });
}

/** Whether `type` is a set of refusal codes (RefusalCode, or a part of it): its string literals all listed. */
function isRefusalCodeType(type: ts.Type): boolean {
  const literals = (type.isUnion() ? type.types : [type]).filter((member): member is ts.StringLiteralType => member.isStringLiteral());
  return literals.length > 0 && literals.every((literal) => listed.has(literal.value)) && (literals.length > 1 || type.aliasSymbol?.name === 'RefusalCode');
}

/**
 * Every code the source writes: string literals where a RefusalCode is expected, and, whatever its
 * type, any kebab-case literal given to a property named `code` (a body written by hand).
 */
function codesInSource(): { typed: SourceUse[]; byHand: SourceUse[] } {
  const program = apiProgram();
  const checker = program.getTypeChecker();
  const typed: SourceUse[] = [];
  const byHand: SourceUse[] = [];
  const ours = (file: ts.SourceFile) =>
    !file.isDeclarationFile &&
    !/\.test\.tsx?$/.test(file.fileName) &&
    path.resolve(file.fileName) !== listFile &&
    [path.join(apiRoot, 'src'), sharedSource].some((dir) => path.resolve(file.fileName).startsWith(dir + path.sep));
  for (const file of program.getSourceFiles().filter(ours)) {
    const at = (node: ts.Node) =>
      `${path.relative(path.resolve(apiRoot, '..'), file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        const expected = checker.getContextualType(node);
        if (expected && isRefusalCodeType(expected)) typed.push({ code: node.text, at: at(node) });
        const parent = node.parent;
        if (ts.isPropertyAssignment(parent) && parent.initializer === node && parent.name.getText(file) === 'code' && KEBAB.test(node.text)) {
          byHand.push({ code: node.text, at: at(node) });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { typed, byHand };
}

describe('the refusal codes', () => {
  let uses: { typed: SourceUse[]; byHand: SourceUse[] };
  beforeAll(() => {
    uses = codesInSource();
  }, 120_000);

  test('are kebab-case and listed once', () => {
    expect(REFUSAL_CODES.filter((code) => !KEBAB.test(code))).toEqual([]);
    expect(REFUSAL_CODES.filter((code, index) => REFUSAL_CODES.indexOf(code) !== index)).toEqual([]);
  });

  test('every code the source answers is in the list', () => {
    // Sanity: the reading finds the codes of the helpers, the error handler and the shared rules.
    expect(uses.typed.map((use) => use.code)).toEqual(
      expect.arrayContaining([
        'registration-not-found',
        'stale-version',
        'invalid-request',
        'no-such-call',
        'server-error',
        'payment-already-confirmed',
        'session-ended',
      ]),
    );
    expect([...uses.typed, ...uses.byHand].filter((use) => !listed.has(use.code))).toEqual([]);
  });

  test('every code in the list is answered somewhere', () => {
    const used = new Set(uses.typed.map((use) => use.code));
    expect(REFUSAL_CODES.filter((code) => !used.has(code))).toEqual([]);
  });
});
