import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { rehypeRawHtml } from '../../../cli/markdown/plugins/rehype-raw-html.ts';
import { rehypeVueLoops } from '../../../cli/markdown/plugins/rehype-vue-loops.ts';
import { remarkInterpolations } from '../../../cli/markdown/plugins/remark-interpolations.ts';

const processor = unified()
  .use(remarkParse)
  .use(remarkInterpolations, { warnCode: true })
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeRawHtml)
  .use(rehypeVueLoops)
  .use(rehypeStringify);

describe('rehypeVueLoops', () => {
  it('leaves out an element Vue repeats over data, with one warning for it and none for its {{ }}', async () => {
    const file = new VFile({
      path: 'acknowledgements.md',
      value: [
        '## Dependencies',
        '',
        '<div class="deps">',
        '  <div v-for="dep in data.deps" :key="dep.name">',
        '    <a :href="dep.url"><code>{{ dep.name }}</code></a>',
        '    <p v-if="dep.description">{{ dep.description }}</p>',
        '  </div>',
        '</div>',
        '',
        'After {{ count }}.',
      ].join('\n'),
    });
    const html = String(await processor.process(file));
    expect(html).toContain('<div class="deps">');
    expect(html).not.toContain('dep.');
    expect(html).toContain('After .');
    expect(file.messages.map((m) => [m.ruleId, m.line])).toEqual([
      ['vue/interpolation', 10],
      ['vue/loop', 4],
    ]);
  });
});
