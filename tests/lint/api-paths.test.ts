import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Web features reach the API through the operations client only: a call names its route
 * (`api('createBooking', ...)`), an SWR key is made by `apiKey(...)` and a write reloads what it changed
 * by naming the routes it read (`useRevalidate('listAdminSessions', ...)`). A typed `/api/...` path in a
 * feature (a URL, a key prefix, a pattern) would silently stop matching when the route table moves a
 * route, so none may appear in a string, template or regular expression. Module paths (`'../api/x'`,
 * `'@shared/api/...'`) and comments are not API paths.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const FEATURES = join(root, 'web/src/features');

const API_PATH = /\\?\/api\\?\//;

/** The string, template and regular-expression literals of `source` that hold an API path, with their line. */
function apiPathsIn(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (isApiLiteral(node) && !isModulePath(node)) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      found.push(`${fileName}:${line + 1}: ${node.getText(file)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function isApiLiteral(node: ts.Node): boolean {
  return (
    (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node) || ts.isRegularExpressionLiteral(node)) &&
    API_PATH.test(node.getText())
  );
}

function isModulePath(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExternalModuleReference(parent) ||
    (ts.isLiteralTypeNode(parent) && ts.isImportTypeNode(parent.parent)) ||
    (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword)
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('API paths in web features', () => {
  it('are found in strings, templates and patterns, not in module paths or comments', () => {
    const code = [
      "import { useTrailers } from '../api/home';",
      "import type { Review } from '@shared/api/routes/movies';",
      "const lazy = () => import('./api/lazy');",
      '// GET /api/trailers answers the home carousel',
      "const prefix = '/api/admin/sessions';",
      'const url = `/api/sessions/${id}/seats`;',
      'const pattern = /^\\/api\\/admin\\/assets/;',
    ].join('\n');
    expect(apiPathsIn('x.ts', code)).toEqual([
      "x.ts:5: '/api/admin/sessions'",
      'x.ts:6: `/api/sessions/${',
      'x.ts:7: /^\\/api\\/admin\\/assets/',
    ]);
  });

  it('appear nowhere in web/src/features', () => {
    const found = sourceFiles(FEATURES).flatMap((path) => apiPathsIn(relative(root, path), readFileSync(path, 'utf8')));
    expect(found, "name the route instead: api('...'), apiKey('...'), useRevalidate('...')").toEqual([]);
  });
});
