import type { BundledLanguage, Highlighter, LoadWasmOptions, ShikiTransformer } from 'shiki';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { importModule } from '../core/import-module.ts';
import { cacheLines } from './line-cache.ts';
import { plainNotation } from './plain-notation.ts';
import { inRanges, type LineRange } from './source/line-ranges.ts';
import { scannersByPattern } from './pattern-scanners.ts';
import { readableTheme } from './readable-themes.ts';
import { singlePassThemes, type SinglePass } from './single-pass-themes.ts';

const THEMES = { light: 'github-light', dark: 'github-dark' } as const;

/**
 * VitePress's notation comments (`// [!code ++]`, `[!code focus]`, `[!code
 * error]`, `[!code word:x]` …), applied only to blocks that contain one:
 * scanning every line of every block for them would cost time for nothing.
 */
const NOTATION = '[!code';

/**
 * Shiki stops colouring a line after 500 ms by default. The first line of a
 * grammar also compiles its patterns, and on a loaded machine that alone passed
 * 500 ms, leaving the line one colour (a fixture failed that way once in a few
 * runs). A longer limit keeps the output deterministic; very long lines
 * (minified code) stay uncoloured so a hostile block still costs bounded time.
 */
const TOKENIZE_BOUNDS = { tokenizeTimeLimit: 5000, tokenizeMaxLineLength: 20000 };

const highlightLines = (ranges: readonly LineRange[]): ShikiTransformer => ({
  name: 'docs-build:highlight-lines',
  line(node, line) {
    if (inRanges(ranges, line)) this.addClassToHast(node, 'highlighted');
  },
});

/**
 * One shiki instance per thread (Oniguruma engine, faster here than shiki's
 * JavaScript engine): every build, check or dev restart makes a new
 * CodeHighlighter (its cache belongs to that run), but grammars and themes
 * loaded once serve them all, and shiki is not multiplied in memory.
 */
let shared: Promise<{
  highlighter: Highlighter;
  singlePass: SinglePass | null;
  shiki: Shiki;
  notationTransformers: ShikiTransformer[];
}> | null = null;

type Shiki = Pick<
  typeof import('shiki'),
  | 'bundledLanguages'
  | 'bundledThemes'
  | 'createHighlighter'
  | 'createOnigurumaEngine'
  | 'isSpecialLang'
>;

/**
 * shiki from the entries that hold what this file uses. Its main module also
 * loads its JavaScript regex engine, which is never used here. An ES module
 * only: loaded through `importModule`, so this file also runs in the CLI's
 * CommonJS bundle.
 */
async function importShiki(): Promise<Shiki> {
  const [full, core, oniguruma] = await Promise.all([
    importModule<typeof import('shiki/bundle/full')>('shiki/bundle/full'),
    importModule<typeof import('shiki/core')>('shiki/core'),
    importModule<typeof import('shiki/engine/oniguruma')>('shiki/engine/oniguruma'),
  ]);
  return {
    bundledLanguages: full.bundledLanguages,
    bundledThemes: full.bundledThemes,
    createHighlighter: full.createHighlighter,
    createOnigurumaEngine: oniguruma.createOnigurumaEngine,
    isSpecialLang: core.isSpecialLang,
  };
}

/**
 * Oniguruma's WebAssembly, read as the file shiki ships. `shiki/wasm` holds the
 * same bytes gzipped in base64 and unpacks them through fetch's Response and a
 * DecompressionStream, which loads undici into the thread. Handed over as an
 * instantiator rather than as bytes: given bytes, shiki first checks whether
 * they are a Response, and reading that global loads undici all the same.
 */
async function onigWasm(): Promise<LoadWasmOptions> {
  let bytes: Buffer;
  try {
    bytes = await readFile(createRequire(import.meta.url).resolve('shiki/onig.wasm'));
  } catch {
    return importModule('shiki/wasm');
  }
  return { instantiator: (imports) => WebAssembly.instantiate(bytes, imports) };
}

async function load() {
  const [shiki, notation] = await Promise.all([
    importShiki(),
    importModule<typeof import('@shikijs/transformers')>('@shikijs/transformers'),
  ]);
  const engine = scannersByPattern(await shiki.createOnigurumaEngine(await onigWasm()));
  // colours made to read at WCAG AA on the code backgrounds
  // (readable-themes.ts)
  const themes = await Promise.all(
    (['light', 'dark'] as const).map(async (mode) =>
      readableTheme((await shiki.bundledThemes[THEMES[mode]]()).default, mode),
    ),
  );
  const highlighter = await shiki.createHighlighter({ themes, langs: [], engine });
  // `DOCS_BUILD_TWO_PASS_THEMES=1` keeps shiki's own two passes, to compare
  // against
  const singlePass =
    process.env.DOCS_BUILD_TWO_PASS_THEMES === '1'
      ? null
      : singlePassThemes(highlighter, THEMES.light, THEMES.dark);
  if (singlePass) await highlighter.loadTheme(singlePass.theme);
  const notationTransformers = [
    notation.transformerNotationDiff(),
    notation.transformerNotationFocus(),
    notation.transformerNotationHighlight(),
    notation.transformerNotationErrorLevel(),
    notation.transformerNotationWordHighlight(),
  ];
  return { highlighter, singlePass, shiki, notationTransformers };
}

const loaded = () => (shared ??= load());

/** Loads shiki, its engine and both themes ahead of the first block. */
export async function preloadShiki(): Promise<void> {
  await loaded();
}

/**
 * Loads these languages, each grammar once. Shiki loads a grammar again
 * whenever a language it embeds lazily arrives (markdown embeds 57 so, Vue 14):
 * with markdown loaded early, each later language would load it anew. The
 * grammars that embed most are loaded last, and after them those that inject
 * patterns into others (Vue's into markdown): a grammar loaded before its
 * injections misses them for good.
 */
export async function loadLanguages(langs: Iterable<string>): Promise<void> {
  const {
    highlighter,
    shiki: { bundledLanguages, isSpecialLang },
  } = await loaded();
  const missing = [...new Set(langs)].filter(
    (lang) =>
      !isSpecialLang(lang) &&
      Object.hasOwn(bundledLanguages, lang) &&
      !highlighter.getLoadedLanguages().includes(lang),
  );
  const embedding = await Promise.all(
    missing.map(async (lang) => {
      const registrations = (await bundledLanguages[lang as BundledLanguage]()).default;
      return {
        lang,
        lazily: registrations.at(-1)?.embeddedLangsLazy?.length ?? 0,
        injects: registrations.some((r) => r.injectTo?.length),
      };
    }),
  );
  embedding.sort((a, b) => Number(a.injects) - Number(b.injects) || a.lazily - b.lazily);
  for (const { lang } of embedding)
    if (!highlighter.getLoadedLanguages().includes(lang))
      await highlighter.loadLanguage(lang as BundledLanguage);
}

/**
 * One block as HTML in both themes (CSS variables), so switching the colour
 * mode needs no re-highlighting.
 */
export async function renderCode(
  code: string,
  lang: string,
  ranges: readonly LineRange[],
): Promise<string> {
  const {
    highlighter,
    singlePass,
    shiki: { isSpecialLang },
    notationTransformers,
  } = await loaded();
  // grammars load on first use, so a build loads only the languages its pages
  // use
  if (!isSpecialLang(lang) && !highlighter.getLoadedLanguages().includes(lang))
    await highlighter.loadLanguage(lang as BundledLanguage);
  if (!isSpecialLang(lang)) cacheLines(highlighter.getLanguage(lang));
  // ANSI output takes colours from each theme's terminal palette: two passes
  // for it
  const onePass = lang === 'ansi' ? null : singlePass;
  // `DOCS_BUILD_SHIKI_HTML=1` keeps shiki's own HTML writer, to compare against
  const direct =
    !ranges.length && !code.includes(NOTATION) && process.env.DOCS_BUILD_SHIKI_HTML !== '1';
  if (onePass && direct) {
    return onePass.html(
      highlighter.codeToTokens(code, {
        lang: lang as BundledLanguage,
        theme: onePass.theme.name,
        ...TOKENIZE_BOUNDS,
      }).tokens,
    );
  }
  const transformers: ShikiTransformer[] = onePass ? [onePass.transformer] : [];
  if (ranges.length) transformers.push(highlightLines(ranges));
  if (code.includes(NOTATION)) {
    // after the single-pass transformer, which joins tokens of one colour
    if (isSpecialLang(lang)) transformers.push(plainNotation);
    transformers.push(...notationTransformers);
  }
  const themes = onePass
    ? { theme: onePass.theme.name, mergeWhitespaces: false }
    : { themes: THEMES, defaultColor: 'light' as const };
  return highlighter.codeToHtml(code, { lang, ...themes, transformers, ...TOKENIZE_BOUNDS });
}
