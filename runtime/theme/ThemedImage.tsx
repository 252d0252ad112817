import type { CSSProperties } from 'react';
import { useHref } from '../app/contexts.ts';

// Pictures with a light and a dark variant. Both are in the page and CSS shows the one for the colour mode
// (`light-only`/`dark-only` in base.css, keyed on the data-theme attribute the boot script sets before the
// first paint), so the right one is there from the start and a mode switch needs no script.

/** A style object from front matter (css-style.ts on the build side turned any CSS text into one). */
export const asStyle = (value: unknown): CSSProperties | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as CSSProperties)
    : undefined;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value : undefined;

/** `url("…")` for a path, with the characters that would end the CSS string escaped. */
export const cssUrl = (src: string): string =>
  `url("${src.replace(/[\\"]/g, '\\$&').replace(/[\n\r\f]/g, '')}")`;

/** Each source to render with the class that shows it in its mode; a dark variant alone shows in dark mode only. */
export function variants(light: unknown, dark: unknown): Array<[src: string, variant: string]> {
  const lightSrc = text(light);
  const darkSrc = text(dark);
  if (lightSrc && darkSrc)
    return [
      [lightSrc, ' light-only'],
      [darkSrc, ' dark-only'],
    ];
  if (lightSrc) return [[lightSrc, '']];
  return darkSrc ? [[darkSrc, ' dark-only']] : [];
}

interface ThemedImageProps {
  light: unknown;
  dark?: unknown;
  alt?: string;
  className: string;
  style?: CSSProperties;
  /** The drawn size, when it is known, so the page keeps its place for the image before it loads. */
  width?: number;
  height?: number;
}

/** An image, or a light and a dark image of which CSS shows one. Paths starting with `/` get the site's base. */
export function ThemedImage({
  light,
  dark,
  alt = '',
  className,
  style,
  width,
  height,
}: ThemedImageProps) {
  const href = useHref();
  return (
    <>
      {variants(light, dark).map(([src, variant]) => (
        <img
          key={variant}
          className={className + variant}
          src={href(src)}
          alt={alt}
          width={width}
          height={height}
          style={style}
        />
      ))}
    </>
  );
}

interface BackgroundProps {
  light: unknown;
  dark?: unknown;
  style?: CSSProperties;
}

/**
 * A decorative background behind a block (the hero, a panel): a layer per variant, so a hidden one's image is
 * never fetched (a display: none element loads no background). The block positions it (`.home-background`).
 */
export function ThemedBackground({ light, dark, style }: BackgroundProps) {
  const href = useHref();
  return (
    <>
      {variants(light, dark).map(([src, variant]) => (
        <div
          key={variant}
          className={`home-background${variant}`}
          aria-hidden="true"
          style={{ backgroundImage: cssUrl(href(src)), ...style }}
        />
      ))}
    </>
  );
}
