import { useCallback, useState } from 'react';
import { LanguageRedirect } from './LanguageRedirect.tsx';
import { Notice } from './Notice.tsx';

/**
 * The dialogs a first visit may bring, one at a time: the question about the reader's language first, then the
 * page's notice once that is answered (or was never asked). Loaded after hydration, in a chunk of its own.
 */
export default function FirstVisitDialogs() {
  const [languageSettled, setLanguageSettled] = useState(false);
  const settle = useCallback(() => setLanguageSettled(true), []);
  return (
    <>
      <LanguageRedirect onSettled={settle} />
      {languageSettled && <Notice />}
    </>
  );
}
