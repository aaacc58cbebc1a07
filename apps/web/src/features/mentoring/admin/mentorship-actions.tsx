import { useState } from 'react';
import { Space } from 'antd';
import { EyeOutlined, StopOutlined, SwapOutlined, UserAddOutlined, DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  isCurrentMentorship,
  type TMentorship,
  type TMentorshipRequest,
} from '@praktika/contracts/mentoring';
import { useAnswerMentorship, useWithdrawRequest } from '../api/mentoring.ts';
import { LinkButton } from '../../../shared/ui/link-button.tsx';
import { useConfirmAction } from '../../../shared/ui/confirm-action.tsx';
import { AssignMentorDialog, type AssignTarget } from './assign-mentor-dialog.tsx';
import { mentorAdminPath, personName } from './mentor-admin-parts.tsx';
import { RowActionButton } from '../../../shared/ui/row-action-button.tsx';

/** The assign dialog's target for a mentorship: its intern and application, the mentor replaced. */
export const reassignTarget = (m: TMentorship): AssignTarget => ({
  applicationId: m.application._id,
  internId: m.intern._id,
  internName: personName(m.intern),
  internship: { title: m.application.title, organisation: m.application.business.businessName },
  currentMentor: { _id: m.mentor._id, name: personName(m.mentor) },
  languages: m.languages,
});

/** The assign dialog's target for a waiting request. */
export const requestTarget = (r: TMentorshipRequest): AssignTarget => ({
  applicationId: r.application._id,
  internId: r.intern._id,
  internName: personName(r.intern),
  internship: { title: r.application.title, organisation: r.application.businessName },
  currentMentor: null,
  languages: r.languages,
});

/**
 * A mentorship's admin actions: Reassign (the dialog) and End (after a confirmation: PUT type END) while it is
 * current, and Open (the mentorship's detail page).
 */
export function MentorshipActions({ mentorship }: { mentorship: TMentorship }) {
  const { t } = useTranslation('mentorAdmin');
  const answer = useAnswerMentorship();
  const confirm = useConfirmAction();
  const [reassigning, setReassigning] = useState(false);
  const intern = personName(mentorship.intern);
  const current = isCurrentMentorship(mentorship.status);
  return (
    <Space size={4} wrap>
      {current && (
        <RowActionButton
          icon={<SwapOutlined aria-hidden />}
          label={t('actions.reassign')}
          ariaLabel={t('actions.reassignFor', { name: intern })}
          onClick={() => setReassigning(true)}
        />
      )}
      {current && (
        <RowActionButton
          danger
          className="pk-ma-danger"
          icon={<StopOutlined aria-hidden />}
          label={t('actions.end')}
          ariaLabel={t('actions.endFor', { name: intern })}
          onClick={() =>
            confirm.ask({
              title: t('actions.endTitle', { intern, mentor: personName(mentorship.mentor) }),
              text: t('actions.endText'),
              confirmLabel: t('actions.endConfirm'),
              danger: true,
              run: () => answer.mutateAsync({ id: mentorship._id, type: 'END' }),
              success: t('actions.ended'),
            })
          }
        />
      )}
      <LinkButton
        size="small"
        to={mentorAdminPath.detail(mentorship._id)}
        icon={<EyeOutlined aria-hidden />}
        aria-label={t('actions.openFor', { name: intern })}
      >
        {t('actions.open')}
      </LinkButton>
      {reassigning && (
        <AssignMentorDialog target={reassignTarget(mentorship)} onClose={() => setReassigning(false)} />
      )}
      {confirm.dialog}
    </Space>
  );
}

/** A waiting request's admin actions: Assign (the dialog) and Remove (after a confirmation: DELETE). */
export function RequestActions({ request }: { request: TMentorshipRequest }) {
  const { t } = useTranslation('mentorAdmin');
  const withdraw = useWithdrawRequest();
  const confirm = useConfirmAction();
  const [assigning, setAssigning] = useState(false);
  const name = personName(request.intern);
  return (
    <Space size={4} wrap>
      <RowActionButton
        type="primary"
        icon={<UserAddOutlined aria-hidden />}
        label={t('actions.assign')}
        ariaLabel={t('actions.assignFor', { name })}
        onClick={() => setAssigning(true)}
      />
      <RowActionButton
        danger
        className="pk-ma-danger"
        icon={<DeleteOutlined aria-hidden />}
        label={t('actions.remove')}
        ariaLabel={t('actions.removeFor', { name })}
        onClick={() =>
          confirm.ask({
            title: t('actions.removeTitle', { name }),
            text: t('actions.removeText'),
            confirmLabel: t('actions.removeConfirm'),
            danger: true,
            run: () => withdraw.mutateAsync(request._id),
            success: t('actions.removed'),
          })
        }
      />
      {assigning && (
        <AssignMentorDialog target={requestTarget(request)} onClose={() => setAssigning(false)} />
      )}
      {confirm.dialog}
    </Space>
  );
}
