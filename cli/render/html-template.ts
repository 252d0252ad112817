import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const templateFile = fileURLToPath(new URL('../../templates/page.html', import.meta.url));
let template: string | null = null;

export function escapeHtml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** JSON that is safe inside a <script> element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Fills the HTML shell; slots hold trusted, already-escaped markup except `title` and `lang`. */
export function fillTemplate(slots: {
  lang: string;
  title: string;
  head: string;
  colorModeScript: string;
  app: string;
  body: string;
}): string {
  template ??= readFileSync(templateFile, 'utf8');
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: keyof typeof slots) =>
    key === 'title' || key === 'lang' ? escapeHtml(slots[key]) : slots[key],
  );
}
