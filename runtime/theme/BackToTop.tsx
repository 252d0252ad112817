import { useTexts } from '../app/contexts.ts';
import { useScrollY } from './hooks.ts';
import { Icon } from './Icon.tsx';

export const BACK_TO_TOP_THRESHOLD = 100;

export function BackToTop() {
  const texts = useTexts();
  const y = useScrollY();
  if (y <= BACK_TO_TOP_THRESHOLD) return null;
  return (
    <button
      type="button"
      className="back-to-top"
      aria-label={texts.backToTop}
      title={texts.backToTop}
      onClick={() =>
        window.scrollTo({
          top: 0,
          behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
        })
      }
    >
      <Icon name="arrow-up" />
    </button>
  );
}
