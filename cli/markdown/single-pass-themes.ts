import type { Highlighter, ShikiTransformer, ThemedToken, ThemeRegistrationResolved } from 'shiki';

/**
 * Shiki tokenises a block once per theme: for a light and a dark theme, twice the work of one, and tokenising is
 * nearly all of a code-heavy build's highlighting. github-light and github-dark are one theme in two palettes — the
 * same rules for the same scopes, only the colours differ — so one pass is enough: tokenise with a theme holding
 * those rules, each with a marker colour of its own, and read both palettes' colours from the marker. What a
 * reader sees is what shiki's two-pass output shows, character for character (a test compares them on every block
 * of several sites); only where whitespace joins a neighbouring span may differ, and text in the block's own colours
 * is written without them. Themes whose rules differ are not handled here (null), and shiki's own two passes are used.
 */
export interface SinglePass {
  /** The marker theme to highlight with. */
  theme: ThemeRegistrationResolved;
  /** Turns marker colours into the two palettes' and writes the `<pre>` as a two-theme block; highlight with
   * `mergeWhitespaces: false`, as it joins whitespace itself once both palettes are known. */
  transformer: ShikiTransformer;
  /**
   * The block's HTML straight from shiki's tokens (marker colours), byte for byte what highlighting with
   * `transformer` and no other gives, without building and serialising a syntax tree: that was a tenth of a
   * code-heavy build's colouring thread. Blocks that other transformers change (marked lines, notation comments)
   * go through shiki's own output.
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
  // the tokeniser writes colours upper-case; so do shiki's spans
  const palettes = new Map<string, [light: string, dark: string]>();
  // a rule in the block's own colours in both palettes gets no palette: its text takes them from the <pre> (the dark
  // one through the inherited custom property), where shiki writes them on every such span, a tenth of the HTML of
  // VitePress's code-heavy docs
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
    name: `docs-build-markers-${lightName}-${darkName}`,
    settings,
    colorReplacements: {},
  };
  // the block itself as shiki writes a two-theme block whose default is the light one
  const preClass = `shiki shiki-themes ${light.name} ${dark.name}`;
  const preStyle = `background-color:${light.bg};--shiki-dark-bg:${dark.bg};color:${light.fg};--shiki-dark:${dark.fg}`;

  const styleOf = (token: ThemedToken): Styles => {
    const palette = token.color ? palettes.get(token.color.toUpperCase()) : undefined;
    const font = fontStyles(token.fontStyle ?? 0);
    const styles: Styles = {};
    // the order shiki gives them: the light palette's colour, then its font styles, then the dark palette's
    if (palette) styles.color = palette[0];
    for (const [key, value] of font) styles[`--shiki-light-${key}`] = value;
    if (palette) styles['--shiki-dark'] = palette[1];
    for (const [key, value] of font) styles[`--shiki-dark-${key}`] = value;
    return styles;
  };
  const inPalettes = (lines: ThemedToken[][]) =>
    lines.map((line) => {
      const joined: ThemedToken[] = [];
      for (const token of line) {
        const htmlStyle = styleOf(token);
        const previous = joined[joined.length - 1];
        // two rules with the same colours in both palettes are one span, as in shiki's two-pass output
        if (previous && sameStyles(previous.htmlStyle as Styles, htmlStyle))
          previous.content += token.content;
        else joined.push({ content: token.content, offset: token.offset, htmlStyle });
      }
      // then, as shiki does for two themes, whitespace between spans joins the span after it
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
    });
  const transformer: ShikiTransformer = {
    name: 'docs-build:single-pass-themes',
    tokens: inPalettes,
    pre(node) {
      // other transformers' classes on the block (`has-diff`, `has-focused`) stay, after the two themes' names
      const own = new Set(['shiki', theme.name]);
      const classes = [node.properties.class ?? []]
        .flat()
        .flatMap((c) => String(c).split(/\s+/))
        .filter((c) => c && !own.has(c));
      node.properties.class = [preClass, ...classes].join(' ');
      node.properties.style = preStyle;
    },
  };
  // as hast-util-to-html writes shiki's tree: a text escapes `<` and `&`, and a span without styles has no attribute
  const html = (tokens: ThemedToken[][]) => {
    const lines = inPalettes(tokens).map((line) => {
      let spans = '';
      for (const token of line) {
        const style = Object.entries(token.htmlStyle as Styles)
          .map(([key, value]) => `${key}:${value}`)
          .join(';');
        spans += `${style ? `<span style="${escapeAttribute(style)}">` : '<span>'}${escapeText(token.content)}</span>`;
      }
      return `<span class="line">${spans}</span>`;
    });
    return `<pre class="${preClass}" style="${preStyle}" tabindex="0"><code>${lines.join('\n')}</code></pre>`;
  };
  return { theme, transformer, html };
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
