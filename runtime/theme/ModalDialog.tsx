import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes to the first and Shift+Tab from the first to the last, not out to the browser. */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (!controls.length) return;
  const edge = event.shiftKey ? controls[0] : controls[controls.length - 1];
  if (document.activeElement !== edge) return;
  event.preventDefault();
  (event.shiftKey ? controls[controls.length - 1] : controls[0]).focus();
}

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
 * A modal built on the native <dialog> and showModal(): the browser makes the rest of the page inert and turns Esc
 * into a `cancel` event; Tab cycles through the dialog's controls. Focus goes to the first control inside and, when the dialog goes
 * away, back to whatever had it before.
 */
export function ModalDialog({
  className,
  labelledBy,
  label,
  lang,
  onDismiss,
  closeOnBackdrop = false,
  children,
}: Props) {
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
    <dialog
      ref={ref}
      className={`modal ${className}`}
      aria-labelledby={labelledBy}
      aria-label={label}
      lang={lang}
      onCancel={(e) => {
        e.preventDefault();
        onDismiss();
      }}
      onKeyDown={keepTabInside}
      // the panel fills the dialog box, so a click whose target is the dialog itself landed on the backdrop
      onClick={(e) => {
        if (closeOnBackdrop && e.target === ref.current) onDismiss();
      }}
    >
      <div className="modal-panel">{children}</div>
    </dialog>
  );
}
