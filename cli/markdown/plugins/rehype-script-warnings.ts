import type { Element, Root } from 'hast';
import type { Plugin } from 'unified';
import { visit } from '../tree-walk.ts';
import { report } from '../report.ts';
import { isReactBlockedUrl, isScriptUrl, SCRIPT_URL_HINT } from '../script-url.ts';

const URL_PROPERTIES = ['href', 'src', 'action', 'formAction', 'xLinkHref'];

/**
 * Raw HTML is kept (writers are trusted, as in VitePress), but script in
 * attributes is almost always a paste gone wrong or a contribution to look at
 * twice, and the site's Content-Security-Policy blocks it anyway: warn at it.
 */
export const rehypeScriptWarnings: Plugin<[], Root> = () => (tree, file) => {
  visit(tree, 'element', (node: Element) => {
    for (const [name, value] of Object.entries(node.properties)) {
      if (/^on[a-z]/i.test(name)) {
        report(
          file,
          'warning',
          `inline event handler \`${name.toLowerCase()}\` on <${node.tagName}>: it runs script from the page`,
          node.position,
          'html/inline-handler',
          "use a component for interactive content; the site's Content-Security-Policy blocks inline handlers",
        );
      } else if (
        URL_PROPERTIES.includes(name) &&
        typeof value === 'string' &&
        isScriptUrl(value) &&
        !isReactBlockedUrl(value)
      ) {
        report(
          file,
          'warning',
          `\`${value.slice(0, 40)}\` on <${node.tagName}> runs script when followed`,
          node.position,
          'html/script-url',
          SCRIPT_URL_HINT,
        );
      }
    }
  });
};
