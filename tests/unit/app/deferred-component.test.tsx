import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deferredComponent, loadEveryDeferred } from '../../../runtime/app/deferred-component.tsx';

function counted() {
  let loads = 0;
  const Part = deferredComponent(async () => {
    loads += 1;
    return ({ word }: { word: string }) => <b>{word}</b>;
  });
  return { Part, loads: () => loads };
}

describe('deferredComponent', () => {
  it('renders nothing, and fetches nothing, before its code is loaded', () => {
    const { Part, loads } = counted();
    expect(renderToString(<Part word="hi" />)).not.toContain('<b>');
    expect(loads()).toBe(0);
  });

  it('renders its component inside a boundary of its own once loaded, fetching the code once', async () => {
    const { Part, loads } = counted();
    await Promise.all([Part.load(), Part.load()]);
    const html = renderToString(<Part word="hi" />);
    expect(html).toBe('<!--$--><b>hi</b><!--/$-->');
    expect(loads()).toBe(1);
  });

  it('is loaded, with every other one, by loadEveryDeferred', async () => {
    const first = counted();
    const second = counted();
    await loadEveryDeferred();
    expect(renderToString(<first.Part word="a" />)).toContain('<b>a</b>');
    expect(renderToString(<second.Part word="b" />)).toContain('<b>b</b>');
    expect([first.loads(), second.loads()]).toEqual([1, 1]);
  });
});
