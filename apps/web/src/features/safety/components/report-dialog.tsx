import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TRedFlag, TRedFlagCreate } from '@praktika/contracts/safety';
import { ZRedFlagCreate } from '@praktika/contracts/safety';
import { useCreateRedFlag } from '../api/safety.ts';
import { FormFields, useFieldLabels } from '../../../shared/forms/form-fields.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { readerLanguage } from '../../../shared/lib/api-client.ts';
import { useToast } from '../../../shared/ui/toast.ts';
import { RedFlagReasonFields } from './reasons-group.tsx';
import { ActionDialog } from '../../../shared/ui/action-dialog.tsx';
import './engagement-dialogs.css';

const FIELDS = ['reasons', 'reasonText'] as const;

/** Who is reported, and about which engagement (an application, or a mentorship once mentoring exists). */
export interface ReportSubject {
  reported: 'BUSINESS' | 'INTERN';
  /** The reported party's name, shown in the dialog. */
  name: string;
  applicationId?: string;
  mentorshipId?: string;
  businessId?: string;
  internId?: string;
  mentorId?: string;
}

/**
 * Report a host or an intern to the programme's administrators (POST /redflags): at least one reason from
 * RED_FLAG_REASONS, a written text (required with Other). The dialog says that the reported party is never told
 * who reported. On success it toasts and calls `onReported`.
 */
export function ReportDialog({
  open,
  subject,
  onClose,
  onReported,
}: {
  open: boolean;
  subject: ReportSubject;
  onClose: () => void;
  onReported?: (flag: TRedFlag) => void;
}) {
  const { t } = useTranslation('engagements');
  const toast = useToast();
  const report = useCreateRedFlag();
  const labels = useFieldLabels('engagements', FIELDS, { reasons: 'reportReasons', reasonText: 'details' });

  const cf = useContractForm<TRedFlagCreate>({
    schema: ZRedFlagCreate,
    labels,
    name: `report-${subject.reported.toLowerCase()}`,
    alsoRequired: ['reasons'],
    toInput: (values) => {
      const text = typeof values.reasonText === 'string' ? values.reasonText.trim() : '';
      return {
        reported: subject.reported,
        applicationId: subject.applicationId,
        mentorshipId: subject.mentorshipId,
        businessId: subject.businessId,
        internId: subject.internId,
        mentorId: subject.mentorId,
        reasons: values.reasons ?? [],
        reasonText: text || undefined,
        emailLanguage: readerLanguage(),
      };
    },
    onSubmit: (body, { showServerError }) =>
      report.mutate(body, {
        onSuccess: (flag) => {
          toast.success(t('report.done'));
          onClose();
          onReported?.(flag);
        },
        onError: showServerError,
      }),
  });
  const reasons = (Form.useWatch('reasons', cf.form) as string[] | undefined) ?? [];

  return (
    <ActionDialog
      open={open}
      title={
        subject.reported === 'BUSINESS'
          ? t('report.titleBusiness', { name: subject.name })
          : t('report.titleIntern', { name: subject.name })
      }
      pending={report.isPending}
      onClose={onClose}
      afterClose={() => cf.form.resetFields()}
      rootClassName="pk-engagement-dialog pk-danger-dialog"
      cancelLabel={t('report.cancel')}
      confirmLabel={t('report.submit')}
      onConfirm={() => cf.form.submit()}
      danger
      testId="confirm-report"
    >
      <p>{t('report.text', { name: subject.name })}</p>
      <p className="pk-engagement-strong">{t('report.anonymous', { name: subject.name })}</p>
      <Form {...cf.formProps} initialValues={{ reasons: [] }}>
        <FormFields labels={cf.labels} rules={cf.rules}>
          <RedFlagReasonFields otherChosen={reasons.includes('OTHER')} />
        </FormFields>
      </Form>
    </ActionDialog>
  );
}
