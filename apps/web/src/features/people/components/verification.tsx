import { useState } from 'react';
import { Button, Form, Input, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { isFreeMail } from '@praktika/contracts/auth';
import {
  VERIFICATION_REASON_MAX,
  ZVerificationBody,
  type TVerification,
  type TVerificationBody,
  type TVerificationStatus,
} from '@praktika/contracts/people';
import { useVerifyBusiness } from '../../../entities/people/api.ts';
import { ConfirmRequestButton } from '../../../entities/people/person-detail.tsx';
import { Field, FormFields, useFieldLabels } from '../../../shared/forms/form-fields.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { ActionDialog } from '../../../shared/ui/action-dialog.tsx';
import { useToast } from '../../../shared/ui/toast.ts';
import { formatDate } from '../../../shared/lib/format.ts';

/*
 * Verification of organisations (issue 22 §3) on the admin's screens: the status tag, what the admin checks, and
 * Verify / Reject (with a reason e-mailed to the organisation in its language).
 */

const TAG_CLASS: Record<TVerificationStatus, string | undefined> = {
  PENDING: 'pk-users-tag-wait',
  VERIFIED: undefined,
  REJECTED: 'pk-users-tag-off',
};

/** The organisation's verification status as a tag. */
export function VerificationTag({ verification }: { verification: TVerification | undefined }) {
  const { t } = useTranslation('users');
  if (!verification) return null;
  return (
    <Tag className={TAG_CLASS[verification.status]} data-verification={verification.status}>
      {t(`verification.status.${verification.status}`)}
    </Tag>
  );
}

/** What the admin checks of an address: free-mail provider or the organisation's own domain. */
export function emailCheck(email: string, t: TFunction): string {
  return isFreeMail(email) ? t('users:verification.freeMail') : t('users:verification.ownDomain');
}

/** When and by whom it was decided, and the last rejection's reason, as lines for the record. */
export function verificationFacts(v: TVerification, t: TFunction): [string, string][] {
  const rows: [string, string][] = [
    [t('users:verification.label'), t(`users:verification.status.${v.status}`)],
  ];
  if (v.status === 'VERIFIED')
    rows.push([
      t('users:verification.verifiedOn'),
      v.verifiedAt
        ? `${formatDate(v.verifiedAt)}${v.verifiedBy ? ` (${v.verifiedBy})` : ` (${t('users:verification.byMigration')})`}`
        : '—',
    ]);
  if (v.status === 'REJECTED') {
    rows.push([t('users:verification.rejectedOn'), v.rejectedAt ? formatDate(v.rejectedAt) : '—']);
    rows.push([t('users:verification.reasonLabel'), v.rejectionReason ?? '—']);
  }
  return rows;
}

const FIELDS = ['reason'] as const;

/** Reject with a reason (required; e-mailed to the organisation in its language). */
function RejectDialog({ id, name, onClose }: { id: string; name: string; onClose: () => void }) {
  const { t } = useTranslation('users');
  const toast = useToast();
  const verify = useVerifyBusiness();
  const labels = useFieldLabels('users', FIELDS, { reason: 'verificationReason' });
  const cf = useContractForm<TVerificationBody>({
    schema: ZVerificationBody,
    labels,
    name: 'rejectOrganisation',
    toInput: (values) => ({ status: 'REJECTED', reason: values.reason }),
    alsoRequired: ['reason'],
    onSubmit: (body, { showServerError }) =>
      verify.mutate(
        { id, status: 'REJECTED', reason: body.reason },
        {
          onSuccess: () => {
            toast.success(t('verification.rejected'));
            onClose();
          },
          onError: showServerError,
        },
      ),
  });
  return (
    <ActionDialog
      title={t('verification.rejectTitle', { name })}
      pending={verify.isPending}
      onClose={onClose}
      rootClassName="pk-danger-dialog"
      danger
      cancelLabel={t('verification.cancel')}
      confirmLabel={t('verification.reject')}
      onConfirm={() => cf.form.submit()}
      testId="reject-organisation"
    >
      <p>{t('verification.rejectText', { name })}</p>
      <Form {...cf.formProps} layout="vertical">
        <FormFields labels={cf.labels} rules={cf.rules}>
          <Field name="reason">
            <Input.TextArea rows={4} maxLength={VERIFICATION_REASON_MAX} />
          </Field>
        </FormFields>
      </Form>
    </ActionDialog>
  );
}

/** Verify (after a confirmation) and Reject (with a reason), whichever the status allows. */
export function VerificationActions({
  id,
  name,
  verification,
}: {
  id: string;
  name: string;
  verification: TVerification | undefined;
}) {
  const { t } = useTranslation('users');
  const verify = useVerifyBusiness();
  const [rejecting, setRejecting] = useState(false);
  if (!verification) return null;
  return (
    <Space size={4} wrap>
      {verification.status !== 'VERIFIED' && (
        <ConfirmRequestButton
          request={{
            title: t('verification.verifyTitle', { name }),
            text: t('verification.verifyText', { name }),
            confirmLabel: t('verification.verify'),
            run: () => verify.mutateAsync({ id, status: 'VERIFIED' }),
            success: t('verification.verified'),
          }}
        />
      )}
      {verification.status !== 'REJECTED' && (
        <Button danger className="pk-users-danger" onClick={() => setRejecting(true)}>
          {t(verification.status === 'VERIFIED' ? 'verification.withdraw' : 'verification.reject')}
        </Button>
      )}
      {rejecting && <RejectDialog id={id} name={name} onClose={() => setRejecting(false)} />}
    </Space>
  );
}
