import { useMemo } from 'react';
import { Button, Form, Input, Row } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  ZContactCreate,
  type TContactCreate,
} from '@praktika/contracts/contact';
import { contactResource } from '../api/contact.ts';
import { Field, FormFields, GridField } from '../../../shared/forms/form-fields.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useToast } from '../../../shared/ui/toast.ts';

/**
 * The home page's contact form: name, e-mail and message checked by the contract; on success a toast and an empty
 * form; server field errors on their fields, anything else (e.g. RATE_LIMITED) a translated toast.
 */
export default function ContactForm() {
  const { t } = useTranslation('home');
  const toast = useToast();
  const create = contactResource.useCreate();
  const labels = useMemo(
    () => ({ name: t('home:fields.name'), email: t('home:fields.email'), message: t('home:fields.message') }),
    [t],
  );
  const contract = useContractForm<TContactCreate>({
    schema: ZContactCreate,
    labels,
    name: 'contactForm',
    onSubmit: (body, { showServerError }) =>
      create.mutate(body, {
        onSuccess: () => {
          toast.success(t('home:form.sent'));
          contract.form.resetFields();
        },
        onError: showServerError,
      }),
  });

  return (
    <section className="pk-card pk-contact-form" aria-labelledby="contact-form-title">
      <h3 id="contact-form-title">{t('home:form.title')}</h3>
      <p>{t('home:form.lead')}</p>
      <Form {...contract.formProps}>
        <FormFields labels={contract.labels} rules={contract.rules}>
          <Row gutter={16}>
            <GridField name="name">
              <Input autoComplete="name" maxLength={CONTACT_NAME_MAX} />
            </GridField>
            <GridField name="email">
              <Input type="email" autoComplete="email" inputMode="email" />
            </GridField>
          </Row>
          <Field name="message" extra={t('home:form.messageHint', { min: CONTACT_MESSAGE_MIN })}>
            <Input.TextArea rows={5} maxLength={CONTACT_MESSAGE_MAX} />
          </Field>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SendOutlined aria-hidden />}
            loading={create.isPending}
          >
            {t('home:form.send')}
          </Button>
        </FormFields>
      </Form>
    </section>
  );
}
