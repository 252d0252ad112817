import type { MouseEvent } from 'react';
import { useTexts } from '../app/contexts.ts';

/** Focuses the main content, so the next Tab goes into it; the router's hash handling only scrolls. */
function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main-content');
  if (!main) return;
  event.preventDefault();
  main.focus();
}

/** First focusable element of the page; the router returns focus to #page-top after each navigation. */
export function SkipLink() {
  const texts = useTexts();
  return (
    <>
      <span id="page-top" tabIndex={-1} />
      <a className="skip-link" href="#main-content" onClick={focusMain}>
        {texts.skipToContent}
      </a>
    </>
  );
}
