import { describe, expect, it } from 'vitest';
import { readExport } from '../../../cli/foreign/shared/literals.ts';
import { readPathFunction } from '../../../cli/foreign/shared/path-function.ts';

const file = '/site/docs/.vuepress/theme.ts';

/** What the `resolvePath` of a theme file written around `body` maps. */
function mapped(body: string, before = '') {
  const source = `${before}\nexport default hopeTheme({ markdown: { include: { resolvePath: ${body} } } })`;
  const fn = readExport(source, { file, read: () => null }).functions.find(
    (f) => f.key === 'resolvePath',
  );
  expect(fn).toBeDefined();
  const aliases = readPathFunction(fn!);
  return aliases && Object.fromEntries(aliases);
}

describe("a config's include path function, read as data", () => {
  it('reads the shapes sites write: a tested prefix replaced by a folder, or a path resolved around it', () => {
    const dirname =
      'import { getDirname, path } from "vuepress/utils"\nconst __dirname = getDirname(import.meta.url)';
    // JavaGuide's
    expect(
      mapped(
        '(file, cwd) => {\n if (file.startsWith("@"))\n return path.resolve(__dirname, "../snippets", file.replace("@", "./"));\n return path.resolve(cwd, file);\n}',
        dirname,
      ),
    ).toEqual({ '@': '/site/docs/snippets/' });
    // theme-hope's own docs: several prefixes, each replaced by a folder
    expect(
      mapped(
        '(file) => {\n if (file.startsWith("@components/"))\n  return file.replace("@components", path.resolve(__dirname, "../../components"));\n if (file.startsWith("@echarts/")) return file.replace("@echarts", path.resolve(__dirname, "../echarts"));\n return file;\n}',
        dirname,
      ),
    ).toEqual({
      '@components/': '/site/components/',
      '@echarts/': '/site/docs/echarts/',
    });
    expect(
      mapped(
        "function (file: string): string { return file.startsWith('@src') ? file.replace('@src', `${import.meta.dirname}/..`) : file }",
      ),
    ).toEqual({ '@src': '/site/docs/.vuepress/..' });
    expect(mapped('(file) => /^@/.test(file) ? file : file')).toBeNull();
    expect(
      mapped(
        "(f) => f.startsWith('~') ? path.join(snippets, f.slice(1)) : f",
        "const snippets = '/abs/parts'",
      ),
    ).toEqual({ '~': '/abs/parts/' });
    expect(mapped("(f) => f.replace(/^@/, '/abs/snippets/')")).toEqual({ '@': '/abs/snippets/' });
  });

  it('leaves to code a function whose result depends on what is not written out', () => {
    // the working folder, the site's own function, a loop
    expect(
      mapped("(file) => file.startsWith('@') ? path.resolve(process.cwd(), file.slice(1)) : file"),
    ).toBeNull();
    expect(mapped("(file) => file.startsWith('@') ? mapIt(file) : file")).toBeNull();
    expect(
      mapped('(file) => { for (const dir of dirs) if (exists(dir)) return dir; return file }'),
    ).toBeNull();
  });
});
