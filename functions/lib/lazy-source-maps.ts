import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * Injected at the top of every Lambda bundle (infra/constructs/lambda-bundling.ts): stack traces that
 * point at the TypeScript sources, through the bundle's source map read the first time an error's
 * stack is formatted. Node's `--enable-source-maps` reads and decodes the whole map at every cold
 * start, about 15 ms of processor time for an 800 KB bundle that rarely logs an error
 * (docs/performance.md, "Lambda cold start"). Frames outside the bundle (Node's own) are left as they are.
 */
const bundleUrl = import.meta.url;
let sourceMap: SourceMap | null | undefined;

function loadSourceMap(): SourceMap | null {
  try {
    return new SourceMap(JSON.parse(readFileSync(`${fileURLToPath(bundleUrl)}.map`, 'utf8')));
  } catch {
    return null; // no map beside the bundle: the bundle's own positions
  }
}

type Original = { source: string; line: number; column: number; name?: string };

function originalPosition(site: NodeJS.CallSite): Original | null {
  const line = site.getLineNumber();
  const column = site.getColumnNumber();
  if (site.getFileName() !== bundleUrl || line === null || column === null) return null;
  sourceMap ??= loadSourceMap();
  const origin = sourceMap?.findOrigin(line, column);
  if (!origin || !('fileName' in origin)) return null;
  try {
    // The map names the sources relative to itself; Node prints them as absolute paths.
    return { source: fileURLToPath(new URL(origin.fileName, bundleUrl)), line: origin.lineNumber, column: origin.columnNumber, name: origin.name };
  } catch {
    return null; // a source that is no file path: the bundle's own position (a stack trace must never fail)
  }
}

/**
 * The frames as Node prints them with source maps on, but with the functions' own names: a frame's
 * function is named by the name the map records where its caller (the next frame) calls it, as
 * minified names say nothing.
 */
function formatStack(error: Error, sites: NodeJS.CallSite[]): string {
  const originals = sites.map(originalPosition);
  const frames = sites.map((site, index) => {
    const original = originals[index];
    if (!original) return `    at ${site}`;
    const name = originals[index + 1]?.name ?? site.getFunctionName();
    const location = `${original.source}:${original.line}:${original.column}`;
    return `    at ${name ? `${name} (${location})` : location}`;
  });
  return [Error.prototype.toString.call(error), ...frames].join('\n');
}

Error.prepareStackTrace = formatStack;
