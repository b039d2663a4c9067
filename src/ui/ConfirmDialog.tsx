import { useId, useRef } from 'react';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A confirmation question (never window.confirm): an APG alert dialog whose message describes it.
 * Escape and Cancel both answer no; focus starts on Cancel, the choice that changes nothing.
 */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      role="alertdialog"
      describedBy={messageId}
      initialFocus={cancelRef}
      width={480}
    >
      <p id={messageId} className="lto-dialog__message">
        {message}
      </p>
      <div className="lto-dialog__actions">
        <button type="button" className="lto-button lto-button--primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" ref={cancelRef} className="lto-button" onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </Dialog>
  );
}
