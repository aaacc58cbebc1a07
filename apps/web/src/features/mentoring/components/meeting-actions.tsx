import { useState } from 'react';
import { DeleteOutlined, EditOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TMeeting } from '@praktika/contracts/mentoring';
import { useCancelMeeting, useDeleteMeeting } from '../api/mentoring.ts';
import { useToast } from '../../../shared/ui/toast.ts';
import { useMeetingTime } from './meeting-time.ts';
import { ActionDialog } from '../../../shared/ui/action-dialog.tsx';
import './meetings.css';
import './mentoring.css';
import { RowActionButton } from '../../../shared/ui/row-action-button.tsx';

/**
 * The mentor's (or an admin's) buttons on one meeting: Edit and Cancel the meeting while it is upcoming (a held or
 * cancelled meeting is closed: the API would answer MEETING_CLOSED), Delete always; cancel and delete ask first.
 * `onEdit` opens the form (`MeetingFormDialog`); without it there is no Edit button.
 */
export function MeetingActions({ meeting, onEdit }: { meeting: TMeeting; onEdit?: (m: TMeeting) => void }) {
  const { t } = useTranslation('meetings');
  const toast = useToast();
  const timeOf = useMeetingTime();
  const cancel = useCancelMeeting();
  const remove = useDeleteMeeting();
  const [asking, setAsking] = useState<'cancel' | 'delete' | null>(null);
  const open = meeting.state === 'UPCOMING';
  const title = meeting.title;
  const when = timeOf(meeting.startDate, meeting.endDate).full;
  const pending = cancel.isPending || remove.isPending;

  const confirm = () => {
    const done = (text: string) => () => {
      toast.success(text);
      setAsking(null);
    };
    if (asking === 'cancel')
      cancel.mutate(meeting._id, {
        onSuccess: done(t('actions.cancelled')),
        onError: (err) => toast.apiError(err),
      });
    else if (asking === 'delete')
      remove.mutate(meeting._id, {
        onSuccess: done(t('actions.deleted')),
        onError: (err) => toast.apiError(err),
      });
  };

  return (
    <>
      {open && onEdit && (
        <RowActionButton
          icon={<EditOutlined aria-hidden />}
          label={t('actions.edit')}
          ariaLabel={t('actions.editItem', { title })}
          onClick={() => onEdit(meeting)}
        />
      )}
      {open && (
        <RowActionButton
          icon={<StopOutlined aria-hidden />}
          label={t('actions.cancel')}
          ariaLabel={t('actions.cancelItem', { title })}
          onClick={() => setAsking('cancel')}
        />
      )}
      <RowActionButton
        danger
        className="pk-mentoring-danger"
        icon={<DeleteOutlined aria-hidden />}
        label={t('actions.delete')}
        ariaLabel={t('actions.deleteItem', { title })}
        onClick={() => setAsking('delete')}
      />
      {asking && (
        <ActionDialog
          title={asking === 'delete' ? t('actions.deleteTitle') : t('actions.cancelTitle')}
          pending={pending}
          onClose={() => setAsking(null)}
          rootClassName="pk-meeting-dialog pk-danger-dialog"
          cancelLabel={t('actions.keep')}
          confirmLabel={asking === 'delete' ? t('actions.deleteConfirm') : t('actions.cancelConfirm')}
          onConfirm={confirm}
          danger
        >
          <p>
            {asking === 'delete'
              ? open
                ? t('actions.deleteTextUpcoming', { title, when })
                : t('actions.deleteText', { title, when })
              : t('actions.cancelText', { title, when })}
          </p>
        </ActionDialog>
      )}
    </>
  );
}
