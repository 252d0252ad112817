import { useEffect, useState } from 'react';
import { usePage, useTexts } from '../app/contexts.ts';
import { ModalDialog } from './ModalDialog.tsx';

/** Click an image in the content to see it full size; Escape, a click or the close button returns. */
export function Lightbox() {
  const { route } = usePage();
  const texts = useTexts();
  const [image, setImage] = useState<{ src: string; alt: string } | null>(null);
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
  if (!image) return null;
  const close = () => setImage(null);
  return (
    <ModalDialog className="lightbox" label={image.alt || texts.close} onDismiss={close}>
      <div className="lightbox-frame" onClick={close}>
        <button type="button" className="lightbox-close" aria-label={texts.close}>
          ×
        </button>
        <img src={image.src} alt={image.alt} />
      </div>
    </ModalDialog>
  );
}
