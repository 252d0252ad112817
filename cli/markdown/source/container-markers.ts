// `::: name title` … `:::` blocks are not CommonMark. Before parsing, each marker line becomes an HTML
// comment (an HTML block that may interrupt a paragraph), keeping line numbers intact; remark-containers
// then nests the nodes between an opening and a closing comment. Lines inside code fences are left alone.

export const MARKER = 'docs-build:';

const OPEN = /^(\s*)(:{3,})\s*([\w-]+)(#[\w-]+)?\s*(.*?)\s*$/;
const CLOSE = /^(\s*)(:{3,})\s*$/;
const TAB = /^(\s*)@tab(:active)?\s+(.*?)\s*$/;
const FENCE = /^\s*(`{3,}|~{3,})/;

export function markContainers(source: string): string {
  const lines = source.split('\n');
  let fence: string | null = null;
  const stack: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length && line.trim() === fenceMatch[1]) fence = null;
      continue;
    }
    if (fenceMatch) { fence = fenceMatch[1]; continue; }
    const open = OPEN.exec(line);
    if (open) {
      const [, indent, , name, group = '', title] = open;
      stack.push(name);
      lines[i] = `${indent}<!--${MARKER}open ${encode({ name, group: group.slice(1), title })}-->`;
      continue;
    }
    const close = CLOSE.exec(line);
    if (close && stack.length) {
      stack.pop();
      lines[i] = `${close[1]}<!--${MARKER}close-->`;
      continue;
    }
    const tab = TAB.exec(line);
    if (tab && /tabs$/.test(stack[stack.length - 1] ?? '')) {
      lines[i] = `${tab[1]}<!--${MARKER}tab ${encode({ title: tab[3], active: Boolean(tab[2]) })}-->`;
    }
  }
  return lines.join('\n');
}

// JSON inside an HTML comment must not contain `--`; URI-encoding keeps it safe and reversible.
function encode(value: object): string {
  return encodeURIComponent(JSON.stringify(value));
}

export function decodeMarker(comment: string): { kind: 'open' | 'close' | 'tab'; data: Record<string, unknown> } | null {
  const m = new RegExp(`^<!--${MARKER}(open|close|tab)\\s*(\\S*)-->$`).exec(comment.trim());
  if (!m) return null;
  return { kind: m[1] as 'open' | 'close' | 'tab', data: m[2] ? JSON.parse(decodeURIComponent(m[2])) : {} };
}

/** The marker of one tab, for tab sets built from something other than `@tab` lines (VitePress code groups). */
export function tabMarker(title: string, active: boolean): string {
  return `<!--${MARKER}tab ${encode({ title, active })}-->`;
}
