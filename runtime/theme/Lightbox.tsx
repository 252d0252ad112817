import { useEffect, useRef, useState } from 'react';
import { usePage, useTexts } from '../app/contexts.ts';

/** Click an image in the content to see it full size; Escape, a click or the close button returns. */
export function Lightbox() {
  const { route } = usePage();
  const texts = useTexts();
  const [image, setImage] = useState<{ src: string; alt: string } | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => setImage(null), [route]);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const img = (event.target as Element).closest?.('#content img') as HTMLImageElement | null;
      if (!img || img.closest('a')) return;
      setImage({ src: img.currentSrc || img.src, alt: img.alt });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  useEffect(() => {
    if (!image) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') setImage(null); };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [image]);
  if (!image) return null;
  return (
    <div className="lightbox" role="dialog" aria-modal="true" aria-label={image.alt || 'Image'} onClick={() => setImage(null)}>
      <img src={image.src} alt={image.alt} />
      <button ref={closeRef} type="button" className="lightbox-close" aria-label={texts.close}>×</button>
    </div>
  );
}
