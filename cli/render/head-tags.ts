import { escapeHtml } from './html-template.ts';

/** One extra `<head>` element from the site config, written as `[tag, attributes]`. */
export type HeadEntry = [tag: 'meta' | 'link' | 'script', attributes: Record<string, string>];

const ATTRIBUTE_NAME = /^[a-z][a-z0-9-:]*$/i;

/**
 * The site config's `head` entries as markup. Only meta, link and external scripts: an inline script would escape
 * the Content-Security-Policy the host sends, so a script must name its `src` (which the policy can then list).
 * Throws with the entry's index and what to change; the config loader reports it.
 */
export function headTags(entries: readonly HeadEntry[]): string[] {
  return entries.map(([tag, attributes], index) => {
    const where = `head[${index}]`;
    for (const name of Object.keys(attributes)) {
      if (!ATTRIBUTE_NAME.test(name))
        throw new Error(`${where}: "${name}" is not an attribute name`);
      if (/^on/i.test(name))
        throw new Error(
          `${where}: event-handler attributes (${name}) are inline scripts; remove it`,
        );
    }
    if (tag === 'script' && !attributes.src)
      throw new Error(
        `${where}: a script needs a "src" (inline scripts are not allowed); move the code to a file`,
      );
    const attrs = Object.entries(attributes)
      .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
      .join('');
    return tag === 'script' ? `<script${attrs}></script>` : `<${tag}${attrs}>`;
  });
}
