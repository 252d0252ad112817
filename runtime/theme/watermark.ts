export interface WatermarkOptions {
  content?: string;
  image?: string;
  width: number;
  height: number;
  rotate: number;
  fontSize: string;
  globalAlpha: number;
  zIndex: number;
  color: string;
}

export const WATERMARK_DEFAULTS: Omit<WatermarkOptions, 'content' | 'image'> = {
  width: 300,
  height: 300,
  rotate: 45,
  fontSize: '20px',
  globalAlpha: 0.5,
  zIndex: 2147483647,
  color: 'rgba(128,128,128,0.35)',
};
export const WATERMARK_CHECK_MS = 500;

/** Front matter `watermark: true | "text" | {content, image, …}` → options, or null when there is nothing to draw. */
export function watermarkOptions(value: unknown, fallbackContent: string): WatermarkOptions | null {
  if (!value) return null;
  const given =
    typeof value === 'object'
      ? (value as Partial<WatermarkOptions>)
      : typeof value === 'string'
        ? { content: value }
        : {};
  const options = { ...WATERMARK_DEFAULTS, content: fallbackContent, ...given };
  return options.content?.trim() || options.image ? options : null;
}
