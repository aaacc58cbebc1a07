import { useState, type ReactNode } from 'react';
import { Alert, Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText, useToast } from './toast.ts';
import './confirm-action.css';

/** One action that needs a confirmation: what the dialog says, what runs, what the toast says after. */
export interface ConfirmRequest {
  title: string;
  text: ReactNode;
  /** The confirming button's label (the action's own name, e.g. "Deactivate account"). */
  confirmLabel: string;
  danger?: boolean;
  run: () => Promise<unknown>;
  /** The success toast. */
  success: string;
  /**
   * A refusal to explain in the dialog itself (e.g. too little experience to approve): return its text, and the
   * dialog shows it with only Close; return null to toast the error instead.
   */
  explain?: (err: Error) => string | null;
}

/**
 * `ask(request)` opens a confirmation dialog; Confirm runs the action (the button spins, the dialog stays until
 * the answer); success toasts and closes; an explained refusal stays in the dialog as an alert; any other error
 * is a toast. Render `dialog` once.
 */
export function useConfirmAction() {
  const { t } = useTranslation(['common', 'errors']);
  const toast = useToast();
  // the last request stays while the dialog closes, so its texts do not vanish during the animation
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => setOpen(false);
  const confirm = () => {
    if (!request) return;
    setPending(true);
    request
      .run()
      .then(() => {
        toast.success(request.success);
        close();
      })
      .catch((err: Error) => {
        const explained = request.explain?.(err) ?? null;
        if (explained) setRefusal(explained);
        else toast.error(errorText(err, t));
      })
      .finally(() => setPending(false));
  };

  const dialog = (
    <Modal
      open={open}
      title={request?.title}
      onCancel={close}
      afterClose={() => setRefusal(null)}
      rootClassName="pk-confirm"
      destroyOnHidden
      footer={
        <ConfirmFooter refused={!!refusal} onClose={close}>
          <Button type="primary" danger={request?.danger} loading={pending} onClick={confirm}>
            {request?.confirmLabel}
          </Button>
        </ConfirmFooter>
      }
    >
      {request && (
        <>
          <p>{request.text}</p>
          {refusal && <Alert type="error" showIcon role="alert" title={refusal} />}
        </>
      )}
    </Modal>
  );

  const ask = (r: ConfirmRequest) => {
    setRequest(r);
    setRefusal(null);
    setOpen(true);
  };
  return { ask, dialog };
}

/**
 * The buttons of a confirmation dialog: Cancel and the confirm button given as children, or only Close once the
 * action was refused (the dialog then explains why).
 */
export function ConfirmFooter({
  refused,
  onClose,
  children,
}: {
  refused: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  if (refused) return <Button onClick={onClose}>{t('common:actions.close')}</Button>;
  return (
    <>
      <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
      {children}
    </>
  );
}
