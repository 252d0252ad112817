import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** One import of one file: who imports, what (a repository path, or a bare specifier), and how. */
export interface ImportEdge {
  from: string;
  to: string;
  line: number;
}

// `import … from`, `import type … from`, `export … from`, a bare `import '…'` and `import('…')`
const importForms = [
  String.raw`\bimport\s+(?:type\s+)?[^'";]*?\s+from\s*`,
  String.raw`\bexport\s+(?:type\s+)?[^'";]*?\s+from\s*`,
  String.raw`\bimport\s*\(\s*`,
  String.raw`\bimport\s+`,
];
const importPattern = new RegExp(`(?:${importForms.join('|')})(['"])([^'"\n]+)\\1`, 'g');

/** Every .ts and .tsx file under `folders`, as paths relative to `root`. */
export function sourceFiles(root: string, folders: string[]): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        files.push(relative(root, path));
      }
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return files.sort();
}

/** Comments go first, so an import written inside one (an example in prose) is not counted. */
function withoutComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** The imports of one file; relative specifiers resolved to repository paths. */
export function importsOf(root: string, file: string): ImportEdge[] {
  const text = withoutComments(readFileSync(join(root, file), 'utf8'));
  const edges: ImportEdge[] = [];
  for (const match of text.matchAll(importPattern)) {
    const specifier = match[2];
    const line = text.slice(0, match.index).split('\n').length;
    const to = specifier.startsWith('.')
      ? relative(root, resolve(root, dirname(file), specifier))
      : specifier;
    edges.push({ from: file, to, line });
  }
  return edges;
}

/** The room of a file: its first two folders (`cli/markdown/plugins/x.ts`: `cli/markdown`). */
export function roomOf(file: string): string {
  const parts = file.split('/');
  return parts.length > 2 ? parts.slice(0, 2).join('/') : parts[0];
}

/** Strongly connected components of more than one node (Tarjan): the cycles of a graph. */
export function cycles(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

/** A shortest circle through a component's first member: its nodes in order, the first last too. */
export function shortestCircle(graph: Map<string, Set<string>>, members: string[]): string[] {
  const inside = new Set(members);
  const start = members[0];
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!inside.has(next) || cameFrom.has(next)) continue;
      cameFrom.set(next, node);
      if (next === start) queue.length = 0;
      else queue.push(next);
    }
  }
  const circle = [start];
  for (let node = cameFrom.get(start)!; node !== start; node = cameFrom.get(node)!)
    circle.push(node);
  return [...circle, start].reverse();
}
