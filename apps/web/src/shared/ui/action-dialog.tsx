import type { ReactNode } from 'react';
import { Modal } from 'antd';
import { DialogFooter } from './dialog-footer.tsx';

/**
 * A dialog for one action: antd's `Modal` with a `DialogFooter` (close and confirm). While `pending` the dialog
 * cannot be closed (not by the mask, Escape or the close button) and the confirming button spins. Footer props
 * are `DialogFooter`'s; `rootClassName` styles the dialog (add `pk-danger-dialog` when `danger`).
 */
export function ActionDialog({
  open = true,
  title,
  pending,
  onClose,
  cancelLabel,
  confirmLabel,
  onConfirm,
  danger,
  disabled,
  testId,
  extra,
  rootClassName,
  width,
  afterClose,
  children,
}: {
  /** Shown; dialogs that are mounted only while open leave it out. */
  open?: boolean;
  title: ReactNode;
  pending: boolean;
  onClose: () => void;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  danger?: boolean;
  disabled?: boolean;
  testId?: string;
  extra?: ReactNode;
  rootClassName: string;
  width?: number;
  afterClose?: () => void;
  children: ReactNode;
}) {
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Modal
      open={open}
      title={title}
      onCancel={close}
      mask={{ closable: !pending }}
      keyboard={!pending}
      afterClose={afterClose}
      destroyOnHidden
      rootClassName={rootClassName}
      width={width}
      footer={
        <DialogFooter
          cancelLabel={cancelLabel}
          onCancel={close}
          confirmLabel={confirmLabel}
          onConfirm={onConfirm}
          pending={pending}
          danger={danger}
          disabled={disabled}
          testId={testId}
          extra={extra}
        />
      }
    >
      {children}
    </Modal>
  );
}
