import type { ReactNode } from 'react';
import { Button } from 'antd';
import './dialog-footer.css';

/**
 * A dialog's footer of two buttons: the one that closes (disabled while `pending`) and the primary one that
 * confirms (spinning while `pending`). `extra` buttons stand between them. For antd's `Modal` `footer`; a dialog
 * whose confirming button is `danger` adds `pk-danger-dialog` to its `rootClassName` (the darker red).
 */
export function DialogFooter({
  cancelLabel,
  onCancel,
  confirmLabel,
  onConfirm,
  pending,
  danger,
  disabled,
  testId,
  extra,
}: {
  cancelLabel: string;
  onCancel: () => void;
  confirmLabel: string;
  onConfirm: () => void;
  pending: boolean;
  danger?: boolean;
  /** The confirming button waits for a choice. */
  disabled?: boolean;
  /** `data-testid` of the confirming button. */
  testId?: string;
  extra?: ReactNode;
}) {
  return (
    <>
      <Button onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      {extra}
      <Button
        type="primary"
        danger={danger}
        disabled={disabled}
        loading={pending}
        onClick={onConfirm}
        data-testid={testId}
      >
        {confirmLabel}
      </Button>
    </>
  );
}
