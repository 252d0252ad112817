import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withBreakPoints } from '../../../runtime/theme/break-points.tsx';

const html = (text: string) => renderToString(<span>{withBreakPoints(text)}</span>);

describe('break points in long code-ish names', () => {
  it('leaves short words as they are', () => {
    expect(html('Start a container')).toBe('<span>Start a container</span>');
  });

  it('breaks a long name before dots and brackets, and keeps the text between as one node', () => {
    expect(html('Set css.preprocessorOptions[extension] in the config')).toBe(
      '<span>Set css<wbr/>.preprocessorOptions<wbr/>[extension] in the config</span>',
    );
  });

  it('breaks after slashes and underscores, and not beside a space', () => {
    expect(html('see /guide/drivers/local_storage_driver now')).toBe(
      '<span>see /<wbr/>guide/<wbr/>drivers/<wbr/>local_<wbr/>storage_<wbr/>driver now</span>',
    );
  });
});
