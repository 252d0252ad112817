import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Shiki's engine is loaded on each colouring thread at every cold build. Its WebAssembly is handed over so that
// nothing reads fetch's globals: the first read of `Response` loads undici into the thread (0.1 s each time).
describe('loading shiki', () => {
  it("colours a block without loading fetch's implementation", () => {
    const script = `import { preloadShiki, renderCode } from ${JSON.stringify(path.resolve('cli/markdown/shiki-render.ts'))};
await preloadShiki();
const html = await renderCode('const answer = 42;', 'js', []);
console.log(JSON.stringify({ coloured: html.includes('--shiki-dark'), undici: process.moduleLoadList.some((m) => m.includes('undici')) }));`;
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { encoding: 'utf8' },
    );
    expect(JSON.parse(out.trim().split('\n').at(-1)!)).toEqual({ coloured: true, undici: false });
  }, 60_000);

  it("colours a block without loading shiki's JavaScript regex engine, which only shiki's main module brings", () => {
    // a resolve hook that refuses the engine's packages: loading either fails the import, and the test
    const refuse = `export async function resolve(specifier, context, next) {
  if (/engine-javascript|oniguruma-to-es/.test(specifier)) throw new Error('loaded ' + specifier);
  return next(specifier, context);
}`;
    const script = `import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(refuse)}));
const { preloadShiki, renderCode } = await import(${JSON.stringify(path.resolve('cli/markdown/shiki-render.ts'))});
await preloadShiki();
console.log((await renderCode('let a = 1;', 'ts', [])).includes('--shiki-dark'));`;
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { encoding: 'utf8' },
    );
    expect(out.trim().split('\n').at(-1)).toBe('true');
  }, 60_000);
});
