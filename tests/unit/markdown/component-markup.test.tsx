import type { Root } from 'hast';
import { raw } from 'hast-util-raw';
import { renderToString } from 'react-dom/server';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { componentMarkupToHast } from '../../../cli/markdown/component-markup.ts';

const START = { line: 3, column: 5, offset: 40 };

/** What the HTML parser gives for `html` standing at START in a page, as rehype-raw-html parses a component. */
function parsed(html: string) {
  const file = new VFile({ value: `${'x'.repeat(40)}${html}`, path: 'page.md' });
  const node = {
    type: 'raw' as const,
    value: html,
    position: { start: START, end: { line: 3, column: 5 + html.length, offset: 40 + html.length } },
  };
  return (raw({ type: 'root', children: [node] }, { file }) as Root).children;
}

const components = {
  table: (
    <div className="driver-options">
      <table className="stacked">
        <thead>
          <tr>
            <th>Option</th>
            <th scope="col">Type</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <code>root_folder_path</code>
            </td>
            <td data-label="Type">
              {'string'} {'<b>'} &amp; {"it's"}
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  ),
  lists: (
    <nav className="catalog" aria-labelledby="t">
      <p className="catalog-title" id="t" role="heading" aria-level={2}>
        Catalog
      </p>
      <ul>
        <li>
          <a href="/guide/?a=1&b=2" title={'say "hi"'}>
            One
            <br />
            two
          </a>
          <ol>
            <li hidden>deep</li>
          </ol>
        </li>
      </ul>
      <dl>
        <dt>Term</dt>
        <dd>{'line one\nline two'}</dd>
      </dl>
    </nav>
  ),
  release: (
    <section className="release">
      <h3 id="v3-45-0">
        v3.45.0
        <small className="release-date">
          {' · '}
          <time dateTime="2025-05-01">May 1</time>
        </small>
      </h3>
      <details open>
        <summary>Changes</summary>
        <p>
          <strong>New</strong> <em>driver</em> <kbd>Ctrl</kbd>
          <img src="/a.png" alt="" width={10} />
        </p>
      </details>
    </section>
  ),
};

describe('component markup read without the HTML parser', () => {
  for (const [name, element] of Object.entries(components)) {
    it(`reads ${name} to the tree and places the HTML parser gives`, () => {
      const html = renderToString(element);
      const fast = componentMarkupToHast(html, START);
      expect(fast).not.toBeNull();
      expect(JSON.parse(JSON.stringify(fast))).toEqual(JSON.parse(JSON.stringify(parsed(html))));
    });
  }

  it('leaves to the parser what it would rebuild or read by rules of its own', () => {
    for (const html of [
      '<table><tr><td>a</td></tr></table>',
      '<table>text<tbody></tbody></table>',
      '<p>a<div>b</div></p>',
      '<a href="/">x<a href="/y">y</a></a>',
      '<h2>a<h3>b</h3></h2>',
      '<li>loose</li>',
      '<div><svg viewBox="0 0 1 1"></svg></div>',
      '<pre>\ncode</pre>',
      '<p>a&nbsp;b</p>',
      '<p title="&copy;">x</p>',
      '<div>open',
      '<div></span>',
      '<div/>',
      '<br>',
      '<script>x</script>',
      '<p>a\r\nb</p>',
      '<p>🎉</p>',
    ]) {
      expect(componentMarkupToHast(html, START), html).toBeNull();
    }
  });
});
