import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  REVOKE_REASON_MAX,
  ZCertificateRevoke,
  type TCertificate,
  type TCertificateRevoke,
} from '@praktika/contracts/certificates';
import { Field, FormFields, useFieldLabels } from '../../../shared/forms/form-fields.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { ActionDialog } from '../../../shared/ui/action-dialog.tsx';
import { useToast } from '../../../shared/ui/toast.ts';
import { useRevokeCertificate } from '../api/certificates.ts';

const FIELDS = ['reason'] as const;

/** Revoke a certificate with a reason (admins): the verify page and the status list say revoked from then on. */
export function RevokeDialog({
  certificate,
  onClose,
}: {
  certificate: TCertificate | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('certificates');
  const toast = useToast();
  const revoke = useRevokeCertificate();
  const labels = useFieldLabels('certificates', FIELDS);
  const cf = useContractForm<TCertificateRevoke>({
    schema: ZCertificateRevoke,
    labels,
    name: 'revokeCertificate',
    onSubmit: (body, { showServerError }) =>
      certificate &&
      revoke.mutate(
        { id: certificate._id, reason: body.reason },
        {
          onSuccess: () => {
            toast.success(t('admin.revoked'));
            onClose();
          },
          onError: showServerError,
        },
      ),
  });
  return (
    <ActionDialog
      open={certificate !== null}
      title={
        certificate ? t('admin.revokeTitle', { name: certificate.holderName, code: certificate.code }) : ''
      }
      pending={revoke.isPending}
      onClose={onClose}
      afterClose={() => cf.form.resetFields()}
      rootClassName="pk-danger-dialog"
      danger
      cancelLabel={t('admin.cancel')}
      confirmLabel={t('admin.revoke')}
      onConfirm={() => cf.form.submit()}
      testId="revoke-certificate"
    >
      <p>{t('admin.revokeText')}</p>
      <Form {...cf.formProps} layout="vertical">
        <FormFields labels={cf.labels} rules={cf.rules}>
          <Field name="reason">
            <Input.TextArea rows={3} maxLength={REVOKE_REASON_MAX} />
          </Field>
        </FormFields>
      </Form>
    </ActionDialog>
  );
}
