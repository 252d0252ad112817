import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';

const INCLUDE = /^(\s*)<!--\s*@include:\s*([^\s{#]+?)(?:\{(\d*)-?(\d*)\}|#([\w-]+))?\s*-->\s*$/;

/**
 * Expands `<!-- @include: ./file.md -->` lines (optionally `{3-10}` or `#region`), recursively, relative to the
 * including file. Missing files are reported naming both files. Returns the files read for dev rebuilds.
 */
export function expandIncludes(source: string, file: string, displayPath: string, depth = 0): { source: string; files: string[]; diagnostics: Diagnostic[] } {
  const files: string[] = [];
  const diagnostics: Diagnostic[] = [];
  if (!source.includes('@include')) return { source, files, diagnostics };
  const lines = source.split('\n').map((line, i) => {
    const m = INCLUDE.exec(line);
    if (!m) return line;
    const [, indent, rel, from, to, region] = m;
    const target = path.resolve(path.dirname(file), rel);
    if (!existsSync(target) || depth > 8) {
      diagnostics.push({
        severity: 'error', file: displayPath, line: i + 1, column: indent.length + 1, rule: 'include/missing',
        message: depth > 8 ? `includes nest too deeply at \`${rel}\`` : `included file \`${rel}\` not found (resolved to ${path.relative(process.cwd(), target)})`,
      });
      return line;
    }
    files.push(target);
    let text = readFileSync(target, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
    if (region) {
      const r = new RegExp(`#region ${region}[^\\n]*\\n([\\s\\S]*?)\\n[^\\n]*#endregion ${region}`).exec(text);
      text = r ? r[1] : '';
    } else if (from || to) {
      const all = text.split('\n');
      text = all.slice(from ? Number(from) - 1 : 0, to ? Number(to) : all.length).join('\n');
    }
    const nested = expandIncludes(text, target, path.relative(process.cwd(), target), depth + 1);
    files.push(...nested.files);
    diagnostics.push(...nested.diagnostics);
    return nested.source;
  });
  return { source: lines.join('\n'), files, diagnostics };
}
