// the list alone: shiki's main module brings its engines and core with it,
// which the main thread never uses
import { bundledLanguages } from 'shiki/langs';

/**
 * Names shiki takes without a grammar: `ansi` it draws itself, the plain ones
 * stay uncoloured.
 */
const WITHOUT_GRAMMAR = new Set(['ansi', 'text', 'plain', 'plaintext', 'txt']);

/**
 * Language names other tools accept and shiki knows under another name. Shiki's
 * own aliases (`sh`, `yml`, `ps1`, `c#` …) are part of `bundledLanguages`
 * already; this table holds only the names writers use that shiki lacks.
 */
const ALIASES: Record<string, string> = {
  vbscript: 'vb',
  vbs: 'vb', // Prism and highlight.js names for Visual Basic script
  conf: 'nginx', // AList's pages label nginx configuration `conf`
  sqlite: 'sql',
  plain: 'text',
  plaintext: 'text',
  txt: 'text',
  '': 'text',
};

export type ResolvedLanguage = { lang: string; known: true } | { lang: 'text'; known: false };

/**
 * A fence's language → the grammar to highlight it with. VitePress's `-vue`
 * suffix (interpolation allowed) is dropped, as there is no Vue here. Unknown
 * names come back as `text`, marked unknown so the caller can warn.
 */
export function resolveLanguage(written: string): ResolvedLanguage {
  const name = written.toLowerCase().replace(/-vue$/, '');
  const lang = ALIASES[name] ?? name;
  if (WITHOUT_GRAMMAR.has(lang) || lang in bundledLanguages) return { lang, known: true };
  return { lang: 'text', known: false };
}
