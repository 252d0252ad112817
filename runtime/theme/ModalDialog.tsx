import { useLayoutEffect, useRef, type ReactNode } from 'react';

interface Props {
  className: string;
  /** The id of the dialog's heading, or else a `label`. */
  labelledBy?: string;
  label?: string;
  lang?: string;
  /** Esc, and a click on the backdrop when `closeOnBackdrop`. */
  onDismiss(): void;
  closeOnBackdrop?: boolean;
  children: ReactNode;
}

/**
 * A modal built on the native <dialog> and showModal(): the browser makes the rest of the page inert, keeps Tab
 * inside and turns Esc into a `cancel` event. Focus goes to the first control inside and, when the dialog goes
 * away, back to whatever had it before.
 */
export function ModalDialog({ className, labelledBy, label, lang, onDismiss, closeOnBackdrop = false, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current!;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, []);
  return (
    <dialog ref={ref} className={`modal ${className}`} aria-labelledby={labelledBy} aria-label={label} lang={lang}
      onCancel={(e) => { e.preventDefault(); onDismiss(); }}
      // the panel fills the dialog box, so a click whose target is the dialog itself landed on the backdrop
      onClick={(e) => { if (closeOnBackdrop && e.target === ref.current) onDismiss(); }}>
      <div className="modal-panel">{children}</div>
    </dialog>
  );
}
