import { useEffect } from 'react';
import { Button, Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { BUSINESS_IMMUTABLE_FIELDS, ZChangeRequest, type TChangeRequest } from '@praktika/contracts/people';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { Field, FormFields, useFieldLabels } from '../../../shared/forms/form-fields.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useToast } from '../../../shared/ui/toast.ts';
import { useChangeRequest } from '../api/profiles.ts';

const FIELDS = ['field', 'newValue', 'reason'] as const;
export type TImmutableField = (typeof BUSINESS_IMMUTABLE_FIELDS)[number];

export interface ChangeRequestFormProps {
  businessId: string;
  open: boolean;
  /** The field the request starts with. */
  field: TImmutableField;
  /** Each immutable field's current value, as shown on the page. */
  current: Record<TImmutableField, string>;
  onClose: () => void;
}

/**
 * The small form behind "Request a change": which identity field, its new value and why. The API e-mails it to
 * every programme admin; the organisation may send 5 an hour (429 reads as its own message).
 */
export function ChangeRequestForm({ businessId, open, field, current, onClose }: ChangeRequestFormProps) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const labels = useFieldLabels('profile', FIELDS);
  const send = useChangeRequest(businessId);
  const contract = useContractForm<TChangeRequest>({
    schema: ZChangeRequest,
    labels,
    name: 'changeRequest',
    onSubmit: (body, { showServerError }) =>
      send.mutate(body, {
        onSuccess: () => {
          toast.success(t('change.sent'));
          onClose();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.errorType === 'RATE_LIMITED') toast.error(t('change.limit'));
          else showServerError(err);
        },
      }),
  });
  const { form } = contract;

  // every opening starts from the chosen field with empty texts
  useEffect(() => {
    if (open) form.setFieldsValue({ field, newValue: '', reason: '' });
  }, [open, field, form]);
  const chosen = (Form.useWatch('field', form) as TImmutableField | undefined) ?? field;

  return (
    <Modal
      open={open}
      title={t('change.title')}
      onCancel={onClose}
      forceRender
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common:actions.cancel')}
        </Button>,
        <Button key="send" type="primary" loading={send.isPending} onClick={() => form.submit()}>
          {t('change.send')}
        </Button>,
      ]}
    >
      <p>{t('change.intro')}</p>
      <Form {...contract.formProps}>
        <FormFields labels={labels} rules={contract.rules}>
          <Field name="field">
            <Radio.Group
              className="pk-profile-radios"
              options={BUSINESS_IMMUTABLE_FIELDS.map((f) => ({ value: f, label: t(`fields.${f}`) }))}
            />
          </Field>
          <Field name="newValue" extra={t('change.current', { value: current[chosen] || '-' })}>
            <Input maxLength={200} />
          </Field>
          <Field name="reason">
            <Input.TextArea rows={4} maxLength={2000} />
          </Field>
        </FormFields>
      </Form>
    </Modal>
  );
}
