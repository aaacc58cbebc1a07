import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../../shared/ui/dialog-footer.tsx';
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
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal
      open={open}
      title={title}
      onCancel={close}
      mask={{ closable: !busy }}
      keyboard={!busy}
      destroyOnHidden
      rootClassName="pk-mentoring-dialog pk-danger-dialog"
      footer={
        <DialogFooter
          cancelLabel={t('detail.cancel')}
          onCancel={close}
          confirmLabel={okText}
          onConfirm={onOk}
          pending={busy}
          danger={danger}
        />
      }
    >
      <p>{text}</p>
    </Modal>
  );
}
