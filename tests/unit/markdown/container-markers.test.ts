import { describe, expect, it } from 'vitest';
import { decodeMarker, markContainers } from '../../../cli/markdown/source/container-markers.ts';

/** For each container, in the order they open: the line it opens on and the line that ends it (null: never). */
function spans(source: string): [number, number | null][] {
  const result: [number, number | null][] = [];
  const open: { id: number; at: number }[] = [];
  markContainers(source)
    .split('\n')
    .forEach((line, i) => {
      const marker = decodeMarker(line.trim());
      if (marker?.kind === 'open') {
        open.push({ id: marker.data.id as number, at: result.length });
        result.push([i + 1, null]);
      }
      // a closing marker names the container it closes; those opened inside it end with it
      if (marker?.kind === 'close') {
        const k = open.findIndex((o) => o.id === marker.data.id);
        for (const { at } of open.splice(k)) result[at][1] = i + 1;
      }
    });
  return result;
}

describe('which container a closing line closes', () => {
  it('ends the outermost container it fits, and those inside it, as markdown-it-container does', () => {
    // a warning holding a code group, both ended by one line; a tip after them is not inside the warning
    expect(spans('::: warning\n::: code-group\n```sh\nx\n```\n:::\n\n::: tip\nt\n:::\n')).toEqual([
      [1, 6],
      [2, 6],
      [8, 10],
    ]);
    // more colons outside: the inner closing line cannot end the outer container
    expect(spans(':::: details\n::: tip\nx\n:::\ny\n::::\n')).toEqual([
      [1, 6],
      [2, 4],
    ]);
  });

  it('closes one container per line where closing lines follow one another', () => {
    expect(spans('::: details\n::: tip\n::: info\nx\n:::\n:::\n:::\n')).toEqual([
      [1, 7],
      [2, 6],
      [3, 5],
    ]);
    // the last line of a run ends what is still open
    expect(spans('::: a\n::: b\n::: c\nx\n:::\ntext of b\n:::\n')).toEqual([
      [1, 7],
      [2, 7],
      [3, 5],
    ]);
  });

  it('reads a page of thousands of nested pairs in one pass, each pair closed by its own lines', () => {
    const result = spans('::: tip\n::: info\nx\n:::\n:::\n'.repeat(4000));
    expect(result).toHaveLength(8000);
    expect(result.every(([open, close], i) => close === open + (i % 2 ? 2 : 4))).toBe(true);
  });

  it('leaves lines inside code fences alone', () => {
    expect(spans('::: tip\n```md\n:::\n::: warning\n```\n:::\n')).toEqual([[1, 6]]);
  });
});
