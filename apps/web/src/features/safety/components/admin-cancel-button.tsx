import { useState } from 'react';
import { Button } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ENGAGED_STATUSES, type TApplication } from '@praktika/contracts/applications';
import { useSession } from '../../../shared/lib/session.ts';
import { CancelEngagementDialog, type CancelTarget } from './cancel-engagement-dialog.tsx';

/** Whether an admin may cancel the engagement now: accepted for validation, approved, hired or extended. */
export const adminMayCancel = (a: Pick<TApplication, 'status'>) =>
  (ENGAGED_STATUSES as readonly string[]).includes(a.status);

/**
 * An admin's "Cancel the engagement" on the screens where admins see one engagement (the intern's record, a
 * posting's applicants): the cancellation dialog with reasons (POST /cancellations, as the API allows admins).
 * Nothing for anyone else or for an engagement that is not running.
 */
export function AdminCancelButton({
  application,
  size,
}: {
  application: CancelTarget & Pick<TApplication, 'status'>;
  size?: 'small' | 'middle';
}) {
  const { t } = useTranslation('engagements');
  const session = useSession();
  const [open, setOpen] = useState(false);
  if (session?.role !== 'admin' || !adminMayCancel(application)) return null;
  const name = `${application.intern.internName} ${application.intern.internLastName}`;
  return (
    <>
      <Button
        size={size}
        danger
        icon={<StopOutlined aria-hidden />}
        aria-label={t('active.cancelItem', { name })}
        onClick={() => setOpen(true)}
      >
        {t('cancel.button')}
      </Button>
      <CancelEngagementDialog
        open={open}
        variant="admin"
        application={application}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
