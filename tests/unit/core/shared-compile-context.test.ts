import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { shareCompileContext } from '../../../cli/bundle/shared-compile-context.ts';

const repo = path.resolve(import.meta.dirname, '../../..');

it('applies to the mdast-util-from-markdown installed', () => {
  // the file bundles load (tests resolve the package's development build instead)
  const lib = path.join(repo, 'node_modules/mdast-util-from-markdown/lib/index.js');
  const { source, shared } = shareCompileContext(readFileSync(lib, 'utf8'));
  expect(shared).toBe(true);
  expect(source).toContain('call(context, events[index][1])');
  expect(shareCompileContext('export const other = 1;')).toEqual({
    source: 'export const other = 1;',
    shared: false,
  });
});
