import { useEffect } from 'react';
import { usePage, useSite } from '../app/contexts.ts';
import { WATERMARK_CHECK_MS, watermarkOptions, type WatermarkOptions } from './watermark.ts';

async function draw(options: WatermarkOptions): Promise<string> {
  const canvas = document.createElement('canvas');
  const ratio = window.devicePixelRatio || 1;
  canvas.width = options.width * ratio;
  canvas.height = options.height * ratio;
  const ctx = canvas.getContext('2d')!;
  ctx.scale(ratio, ratio);
  ctx.globalAlpha = options.globalAlpha;
  ctx.translate(options.width / 2, options.height / 2);
  ctx.rotate((-options.rotate * Math.PI) / 180);
  if (options.image) {
    const img = new Image();
    img.src = options.image;
    await img.decode();
    ctx.drawImage(img, -img.width / 2, -img.height / 2);
  } else {
    ctx.fillStyle = options.color;
    ctx.font = `${options.fontSize} sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(options.content ?? '', 0, 0);
  }
  return canvas.toDataURL();
}

/**
 * A repeated text or image over the page when front matter asks for it. One layer per parent; if something
 * removes it, it is put back within half a second.
 */
export function Watermark() {
  const page = usePage();
  const site = useSite();
  const options = watermarkOptions(page.frontmatter.watermark, site.locale.title);
  const key = JSON.stringify(options);
  useEffect(() => {
    if (!options) return;
    const parent = document.body;
    let layer: HTMLDivElement | null = null;
    let url = '';
    let stopped = false;
    const ensure = () => {
      if (stopped || !url) return;
      if (layer && parent.contains(layer)) return;
      parent.querySelectorAll(':scope > .watermark').forEach((el) => el.remove());
      layer = document.createElement('div');
      layer.className = 'watermark';
      layer.setAttribute('aria-hidden', 'true');
      layer.style.cssText =
        `position:fixed;inset:0;pointer-events:none;z-index:${options.zIndex};background-repeat:repeat;` +
        `background-size:${options.width}px ${options.height}px;background-image:url(${url})`;
      parent.append(layer);
    };
    void draw(options).then(
      (u) => {
        url = u;
        ensure();
      },
      () => undefined,
    );
    const timer = setInterval(ensure, WATERMARK_CHECK_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
      layer?.remove();
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}
