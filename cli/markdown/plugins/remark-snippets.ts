import path from 'node:path';
import type { Code, Paragraph, Root } from 'mdast';
import type { Position } from 'unist';
import type { VFile } from 'vfile';
import type { Plugin } from 'unified';
import { visit } from '../tree-walk.ts';
import { parseFenceInfo } from '../dialects/fence-info.ts';
import { fileData } from '../context.ts';
import { report } from '../report.ts';
import { readHint, readInsideRoot, resolveNamedPath } from '../source/read-inside-root.ts';
import { dedent, extractRegion } from '../source/regions.ts';

/**
 * VitePress's code snippet imports, `<<< path[#region][{lines lang attrs}][
 * [title]]`, peeled off right to left so the path may hold dots and spaces:
 * `<<< @/snippets/a.ts{2}`, `<<< ./b.cs{1,3 c#:line-numbers} [B]`.
 */
export function parseSnippetLine(line: string): {
  path: string;
  region?: string;
  info: string;
  title?: string;
} {
  let rest = line.trim().replace(/^<<<\s*/, '');
  const title = /\s*\[([^\]]*)\]$/.exec(rest);
  if (title) rest = rest.slice(0, title.index);
  let braces = '';
  const brace = /\{([^{}]*)\}$/.exec(rest);
  if (brace) {
    braces = brace[1].trim();
    rest = rest.slice(0, brace.index);
  }
  const region = /#([\w.-]+)$/.exec(rest);
  if (region) rest = rest.slice(0, region.index);
  const file = rest.trim();
  // in the braces: the lines to highlight, then a language (to override the
  // extension), then other attributes
  const lines = /^[\d\s,-]+(?=\s|$)/.exec(braces)?.[0].replace(/\s+/g, '') ?? '';
  const [lang = '', ...attrs] = braces
    .slice(lines ? /^[\d\s,-]+/.exec(braces)![0].length : 0)
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const extension = /\.([a-z0-9]+)$/i.exec(file)?.[1] ?? '';
  const info = `${lang || extension}${lines ? ` {${lines}}` : ''} ${attrs.join(' ')}${title ? ` [${title[1]}]` : ''}`;
  return { path: file, region: region?.[1], info, title: title?.[1] };
}

/**
 * VuePress 2's code imports, `@[code{first-last} info](path)`: the lines to
 * import (either end may be left out), then the fence's own info
 * (`js{2,4-5}:no-line-numbers`); the language is the extension's when the info
 * gives none. Null when the line is not one.
 */
export function parseImportCodeLine(
  line: string,
): { path: string; info: string; first?: number; last?: number } | null {
  const m = /^@\[code(?:\{(\d*)-(\d*)\})?(?:\s+([^\]]*))?\]\(([^()]*)\)$/.exec(line.trim());
  if (!m) return null;
  const file = m[4].trim();
  const info = m[3]?.trim() || (/\.([a-z0-9]+)$/i.exec(file)?.[1] ?? '');
  return {
    path: file,
    info,
    ...(m[1] ? { first: Number(m[1]) } : {}),
    ...(m[2] ? { last: Number(m[2]) } : {}),
  };
}

type ImportLine = { path: string; info: string; region?: string; first?: number; last?: number };

/** A paragraph's lines as imports, when every line is one of the same syntax. */
function importLines(text: string): ImportLine[] | null {
  const lines = text.split('\n');
  if (text.startsWith('<<<'))
    return lines.every((line) => line.trim().startsWith('<<<'))
      ? lines.map(parseSnippetLine)
      : null;
  if (!text.startsWith('@[code')) return null;
  const parsed = lines.map(parseImportCodeLine);
  return parsed.every(Boolean) ? (parsed as ImportLine[]) : null;
}

/**
 * Turns a paragraph made of `<<<` lines (VitePress) or `@[code](…)` lines
 * (VuePress 2) into code blocks holding the named files (or one region or some
 * lines of each). A file that cannot be read is an error at its line.
 */
export const remarkSnippets: Plugin<[], Root> = () => (tree, file) => {
  const data = fileData(file);
  const source = String(file.value);
  visit(tree, 'paragraph', (node: Paragraph, index, parent) => {
    if (!parent || index === undefined || !node.position) return;
    const text = source.slice(node.position.start.offset, node.position.end.offset);
    const specs = importLines(text);
    if (!specs) return;
    const lines = text.split('\n');
    const blocks: Code[] = [];
    let offset = node.position.start.offset!;
    for (const [i, line] of lines.entries()) {
      const spec = specs[i];
      const column = i ? 1 : node.position.start.column;
      const at = {
        start: { line: node.position.start.line + i, column, offset },
        end: {
          line: node.position.start.line + i,
          column: column + line.length,
          offset: offset + line.length,
        },
      };
      offset += line.length + 1;
      const read = readInsideRoot(
        resolveNamedPath(spec.path, file.path, data.atRoot ?? data.root),
        data.root,
      );
      if (read.file) data.dependencies.add(read.file);
      if (!read.ok) {
        report(
          file,
          'error',
          `cannot import code snippet: ${read.message}`,
          at,
          'snippet/missing',
          readHint(spec.path, read.hint),
        );
        return;
      }
      const content = selectSnippet(read.text, spec, file, at);
      if (!content) return;
      const fence = parseFenceInfo(spec.info);
      blocks.push({
        type: 'code',
        lang: fence.lang || null,
        meta: null,
        value: content.join('\n'),
        position: at,
        data: { fence, snippetFile: path.basename(spec.path) },
      });
    }
    parent.children.splice(index, 1, ...blocks);
    return index + blocks.length;
  });
};

/**
 * The region and lines of a snippet's file that `spec` asks for, or null after
 * reporting why not.
 */
function selectSnippet(text: string, spec: ImportLine, file: VFile, at: Position): string[] | null {
  let content = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  if (spec.region) {
    const region = extractRegion(content, spec.region);
    const whole = !region && fileData(file).wholeFileWithoutRegion;
    if (!region) {
      report(
        file,
        whole ? 'warning' : 'error',
        `code snippet \`${spec.path}\` has no region \`#${spec.region}\`` +
          (whole ? ": the whole file is shown, as the site's own tool shows it" : ''),
        at,
        'snippet/region',
        'mark it with `// #region name` … `// #endregion name` in the comment syntax of its language',
      );
      if (!whole) return null;
    } else content = dedent(region.lines);
  }
  if (spec.first !== undefined || spec.last !== undefined) {
    const first = spec.first ?? 1;
    const last = Math.min(spec.last ?? content.length, content.length);
    if (first < 1 || first > content.length || last < first) {
      report(
        file,
        'error',
        `code import \`${spec.path}\` has no lines ${first}-${spec.last ?? ''} (it has ${content.length})`,
        at,
        'snippet/lines',
        'write the first and the last line to import, as `@[code{3-10}](…)`',
      );
      return null;
    }
    content = content.slice(first - 1, last);
  }
  return content;
}
