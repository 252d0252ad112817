import { useTexts } from '../app/contexts.ts';

/** First focusable element of the page; the router returns focus to #page-top after each navigation. */
export function SkipLink() {
  const texts = useTexts();
  return (
    <>
      <span id="page-top" tabIndex={-1} />
      <a className="skip-link" href="#main-content">
        {texts.skipToContent}
      </a>
    </>
  );
}
