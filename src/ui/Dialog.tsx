import { useEffect, useId, useRef, type CSSProperties, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { focusableIn, keepTabInside } from './focusable';

export interface DialogProps {
  open: boolean;
  /** Called when the shopper asks to close (Escape, the close button); the owner sets open=false. */
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Width in CSS pixels (SPEC 9.5 gives 631 for the generic dialog). */
  width?: number;
  /** False for the dialogs SPEC forbids closing with Escape (cookie hint, captcha). */
  dismissible?: boolean;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** Element that receives focus on open; else the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** id of the element describing the dialog (an alertdialog's message). */
  describedBy?: string;
  closeLabel?: string;
  className?: string;
}

/**
 * A modal dialog after the WAI-ARIA APG pattern, on the native <dialog> element so the rest of the
 * page is inert while it is open. Focus moves in on open, Tab and Shift+Tab cycle inside it, and
 * focus returns to the element that had it before opening.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  width = 631,
  dismissible = true,
  role = 'dialog',
  initialFocus,
  describedBy,
  closeLabel,
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = dialog.ownerDocument.activeElement as HTMLElement | null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    (initialFocus?.current ?? focusableIn(dialog)[0] ?? dialog).focus();
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocus]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // The browser's own Escape handling: we decide, the owner closes. Runs again on `open`: while
    // closed there is no <dialog> element to listen on.
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (dismissible) onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, [dismissible, open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // A dialog opened from inside this one (a drawer's details) handles its own keys.
    if (event.target instanceof Element && event.target.closest('dialog') !== event.currentTarget) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      if (dismissible) onClose();
      return;
    }
    keepTabInside(event.currentTarget, event);
  };

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={['lto-dialog', className].filter(Boolean).join(' ')}
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      style={{ '--lto-dialog-width': `${width}px` } as CSSProperties}
      onKeyDown={onKeyDown}
    >
      <div className="lto-dialog__header">
        <h2 id={titleId} className="lto-dialog__title">
          {title}
        </h2>
        {dismissible && closeLabel ? (
          <button type="button" className="lto-dialog__close" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      <div className="lto-dialog__body">{children}</div>
    </dialog>
  );
}
