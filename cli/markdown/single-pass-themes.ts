import type { Highlighter, ShikiTransformer, ThemedToken, ThemeRegistrationResolved } from 'shiki';

/**
 * Shiki tokenises a block once per theme, and tokenising is nearly all of a
 * code-heavy build's highlighting. github-light and github-dark are one theme
 * in two palettes (the same rules for the same scopes), so one pass is enough:
 * tokenise with a theme holding those rules, each with a marker colour of its
 * own, and read both palettes' colours from the marker. A reader sees what
 * shiki's two-pass output shows, character for character (a test compares
 * them); only where whitespace joins a neighbouring span may differ, and text
 * in the block's own colours is written without them. Themes whose rules differ
 * get null, and shiki's own two passes.
 */
export interface SinglePass {
  /** The marker theme to highlight with. */
  theme: ThemeRegistrationResolved;
  /**
   * Turns marker colours into the two palettes' and writes the `<pre>` as a
   * two-theme block; highlight with `mergeWhitespaces: false`, as it joins
   * whitespace itself.
   */
  transformer: ShikiTransformer;
  /**
   * The block's HTML straight from shiki's tokens, byte for byte what
   * highlighting with `transformer` alone gives, without building and
   * serialising a syntax tree. Blocks that other transformers change (marked
   * lines, notation comments) go through shiki's own output.
   */
  html(tokens: ThemedToken[][]): string;
}

type Styles = Record<string, string>;

const sameRules = (a: ThemeRegistrationResolved, b: ThemeRegistrationResolved) =>
  a.settings.length === b.settings.length &&
  a.settings.every((rule, i) => {
    const other = b.settings[i];
    return (
      JSON.stringify(rule.scope) === JSON.stringify(other.scope) &&
      rule.settings.fontStyle === other.settings.fontStyle &&
      Boolean(rule.settings.foreground) === Boolean(other.settings.foreground) &&
      !rule.settings.background === !other.settings.background
    );
  });

type Palettes = Map<string, [light: string, dark: string]>;

export function singlePassThemes(
  highlighter: Highlighter,
  lightName: string,
  darkName: string,
): SinglePass | null {
  const light = highlighter.getTheme(lightName);
  const dark = highlighter.getTheme(darkName);
  if (
    !sameRules(light, dark) ||
    Object.keys(light.colorReplacements ?? {}).length ||
    Object.keys(dark.colorReplacements ?? {}).length
  )
    return null;
  const { theme, palettes } = markerTheme(light, dark, `${lightName}-${darkName}`);
  // the block itself as shiki writes a two-theme block whose default is the
  // light one
  const preClass = `shiki shiki-themes ${light.name} ${dark.name}`;
  const preStyle = `background-color:${light.bg};--shiki-dark-bg:${dark.bg};color:${light.fg};--shiki-dark:${dark.fg}`;
  const inPalettes = (lines: ThemedToken[][]) =>
    lines.map((line) => joinWhitespace(joinSameStyles(line, palettes)));
  const transformer: ShikiTransformer = {
    name: 'docs-build:single-pass-themes',
    tokens: inPalettes,
    pre(node) {
      // other transformers' classes on the block (`has-diff`, `has-focused`)
      // stay, after the two themes' names
      const own = new Set(['shiki', theme.name]);
      const classes = [node.properties.class ?? []]
        .flat()
        .flatMap((c) => String(c).split(/\s+/))
        .filter((c) => c && !own.has(c));
      node.properties.class = [preClass, ...classes].join(' ');
      node.properties.style = preStyle;
    },
  };
  const html = (tokens: ThemedToken[][]) =>
    `<pre class="${preClass}" style="${preStyle}" tabindex="0"><code>${inPalettes(tokens).map(lineHtml).join('\n')}</code></pre>`;
  return { theme, transformer, html };
}

/**
 * The light theme with a marker colour of its own in each rule, and the two
 * colours of each.
 */
function markerTheme(
  light: ThemeRegistrationResolved,
  dark: ThemeRegistrationResolved,
  names: string,
): { theme: ThemeRegistrationResolved; palettes: Palettes } {
  // the tokeniser writes colours upper-case; so do shiki's spans
  const palettes: Palettes = new Map();
  // a rule in the block's own colours in both palettes gets no palette: its
  // text takes them from the <pre> (the dark one through the inherited custom
  // property), where shiki writes them on every such span
  const own = `${light.fg}\0${dark.fg}`.toUpperCase();
  const settings = light.settings.map((rule, i) => {
    if (!rule.settings.foreground) return rule;
    const colours: [string, string] = [
      rule.settings.foreground.toUpperCase(),
      dark.settings[i].settings.foreground!.toUpperCase(),
    ];
    const marker = `#${(i + 1).toString(16).padStart(6, '0').toUpperCase()}`;
    if (colours.join('\0') !== own) palettes.set(marker, colours);
    return { ...rule, settings: { ...rule.settings, foreground: marker } };
  });
  const theme: ThemeRegistrationResolved = {
    ...light,
    name: `docs-build-markers-${names}`,
    settings,
    colorReplacements: {},
  };
  return { theme, palettes };
}

function paletteStyles(token: ThemedToken, palettes: Palettes): Styles {
  const palette = token.color ? palettes.get(token.color.toUpperCase()) : undefined;
  const font = fontStyles(token.fontStyle ?? 0);
  const styles: Styles = {};
  // the order shiki gives them: the light palette's colour, then its font
  // styles, then the dark palette's
  if (palette) styles.color = palette[0];
  for (const [key, value] of font) styles[`--shiki-light-${key}`] = value;
  if (palette) styles['--shiki-dark'] = palette[1];
  for (const [key, value] of font) styles[`--shiki-dark-${key}`] = value;
  return styles;
}

/**
 * Two rules with the same colours in both palettes are one span, as in shiki's
 * two-pass output.
 */
function joinSameStyles(line: ThemedToken[], palettes: Palettes): ThemedToken[] {
  const joined: ThemedToken[] = [];
  for (const token of line) {
    const htmlStyle = paletteStyles(token, palettes);
    const previous = joined[joined.length - 1];
    if (previous && sameStyles(previous.htmlStyle as Styles, htmlStyle))
      previous.content += token.content;
    else joined.push({ content: token.content, offset: token.offset, htmlStyle });
  }
  return joined;
}

/** As shiki does for two themes, whitespace between spans joins the span after it. */
function joinWhitespace(joined: ThemedToken[]): ThemedToken[] {
  const out: ThemedToken[] = [];
  let carried: ThemedToken | null = null;
  joined.forEach((token, i) => {
    if (i < joined.length - 1 && /^\s+$/.test(token.content)) {
      carried = carried ? { ...carried, content: carried.content + token.content } : token;
      return;
    }
    out.push(
      carried
        ? { ...token, offset: carried.offset, content: carried.content + token.content }
        : token,
    );
    carried = null;
  });
  return out;
}

/**
 * A line as hast-util-to-html writes shiki's tree: a text escapes `<` and `&`,
 * and a span without styles has no attribute.
 */
function lineHtml(line: ThemedToken[]): string {
  let spans = '';
  for (const token of line) {
    const style = Object.entries(token.htmlStyle as Styles)
      .map(([key, value]) => `${key}:${value}`)
      .join(';');
    spans += `${style ? `<span style="${escapeAttribute(style)}">` : '<span>'}${escapeText(token.content)}</span>`;
  }
  return `<span class="line">${spans}</span>`;
}

const escapeText = (text: string) =>
  text.replace(/[<&]/g, (c) => (c === '<' ? '&#x3C;' : '&#x26;'));
const escapeAttribute = (text: string) =>
  text.replace(/["&]/g, (c) => (c === '"' ? '&#x22;' : '&#x26;'));

function fontStyles(fontStyle: number): [string, string][] {
  const out: [string, string][] = [];
  // shiki's FontStyle bits: 1 italic, 2 bold, 4 underline, 8 strikethrough
  if (fontStyle & 1) out.push(['font-style', 'italic']);
  if (fontStyle & 2) out.push(['font-weight', 'bold']);
  const decorations = [
    fontStyle & 4 ? 'underline' : '',
    fontStyle & 8 ? 'line-through' : '',
  ].filter(Boolean);
  if (decorations.length) out.push(['text-decoration', decorations.join(' ')]);
  return out;
}

function sameStyles(a: Styles, b: Styles): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
