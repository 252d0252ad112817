import { useId, useState } from 'react';
import { useToolTexts } from './use-tool-texts.ts';

/** How long the button says Copied (the seed's 1.5 s copy confirmation). */
export const TOKEN_COPIED_MS = 1500;

/** A read-only, auto-sized text box holding a token, with a button that copies it. */
export function TokenBox({ label, value }: { label: string; value: string }) {
  const t = useToolTexts();
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      // no clipboard permission (plain http, old browser): select the text so the reader can copy it by hand
      const box = document.getElementById(id) as HTMLTextAreaElement | null;
      box?.select();
      return;
    }
    setCopied(true);
    // the theme shows this as a toast (runtime/app/toast.ts); the tools do not import the theme
    window.dispatchEvent(
      new CustomEvent('docs-build-toast', { detail: { message: t.copied, kind: 'success' } }),
    );
    window.setTimeout(() => setCopied(false), TOKEN_COPIED_MS);
  };
  return (
    <div className="tool-field tool-token">
      <div className="tool-token-head">
        <label htmlFor={id}>{label}</label>
        <button type="button" className="tool-button tool-button-small" onClick={() => void copy()}>
          {copied ? t.copied : t.copy}
        </button>
      </div>
      <textarea
        id={id}
        readOnly
        value={value}
        rows={Math.min(8, Math.max(2, Math.ceil(value.length / 80)))}
        spellCheck={false}
        onFocus={(e) => e.currentTarget.select()}
      />
    </div>
  );
}
