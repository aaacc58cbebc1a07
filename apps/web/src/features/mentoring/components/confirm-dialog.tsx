import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../shared/ui/action-dialog.tsx';
import './mentoring.css';

/**
 * A yes/no dialog for one mentoring step (accept, decline, end, delete a file or link): `title` asks, `text`
 * explains, `okText` names the step; while `busy` the buttons wait and the dialog cannot be closed.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  okText,
  danger = false,
  busy = false,
  onOk,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  okText: string;
  danger?: boolean;
  busy?: boolean;
  onOk: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('mentoring');
  return (
    <ActionDialog
      open={open}
      title={title}
      pending={busy}
      onClose={onClose}
      rootClassName="pk-mentoring-dialog pk-danger-dialog"
      cancelLabel={t('detail.cancel')}
      confirmLabel={okText}
      onConfirm={onOk}
      danger={danger}
    >
      <p>{text}</p>
    </ActionDialog>
  );
}
