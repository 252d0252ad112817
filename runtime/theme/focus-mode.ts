import { useEffect, useState } from 'react';

export const FOCUS_DELAY_MS = 1500;

/** With front matter `focus` or `pure`: hovering the content for the delay dims the rest; leaving ends it at once. */
export function useFocusMode(enabled: boolean, delay = FOCUS_DELAY_MS): boolean {
  const [focusing, setFocusing] = useState(false);
  useEffect(() => {
    setFocusing(false);
    if (!enabled) return;
    const content = document.getElementById('main-content');
    if (!content) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const enter = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setFocusing(true), delay);
    };
    const leave = () => {
      clearTimeout(timer);
      setFocusing(false);
    };
    content.addEventListener('mouseenter', enter);
    content.addEventListener('mouseleave', leave);
    return () => {
      clearTimeout(timer);
      content.removeEventListener('mouseenter', enter);
      content.removeEventListener('mouseleave', leave);
    };
  }, [enabled, delay]);
  return focusing;
}
