import { Button, Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { RATE_SCOPES, ZRateWrite, type TRateWrite } from '@praktika/contracts/stipends';
import { usePutRate } from '../api/stipends.ts';
import { Field, FormFields, useFieldLabels } from '../../../shared/forms/form-fields.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useToast } from '../../../shared/ui/toast.ts';
import { BusinessFilter } from '../../../entities/people/party-filters.tsx';
import { PostingFilter } from '../../../entities/opportunities/posting-filter.tsx';

const FIELDS = ['scope', 'scopeId', 'monthlyCents', 'hostSharePercent'] as const;

/** Euros typed with up to two decimals → integer cents (display only: the API stores and computes in cents). */
const toCents = (euros: unknown) =>
  typeof euros === 'number' && Number.isFinite(euros) ? Math.round(euros * 100) : euros;

/** What antd's Form.Item hands its control: the field's value, its setter and its id (the label's target). */
interface ControlProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
}

/** The override's organisation, a controlled form field (the form holds the id; null when cleared). */
function OrganisationField({ value, onChange, id, label }: ControlProps & { label: string }) {
  return (
    <BusinessFilter
      id={id}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      label={label}
      className="pk-stipends-select"
    />
  );
}

/** The override's internship posting, searched by title, a controlled form field. */
function PostingField({ value, onChange, id, label }: ControlProps & { label: string }) {
  return (
    <PostingFilter
      id={id}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      label={label}
      className="pk-stipends-select pk-stipends-posting"
    />
  );
}

/**
 * Set a rate (PUT /stipends/rates): the default, or an override for an organisation or an internship posting
 * (chosen by name or title); the stipend in euros and the host's share in percent. Changing the scope clears
 * the chosen organisation or posting.
 */
export function RateForm() {
  const { t } = useTranslation('stipends');
  const toast = useToast();
  const put = usePutRate();
  const labels = useFieldLabels('stipends', FIELDS);
  const cf = useContractForm<TRateWrite>({
    schema: ZRateWrite,
    labels,
    name: 'rate',
    alsoRequired: ['scopeId'],
    toInput: (v) => ({
      scope: v.scope,
      scopeId: v.scope === 'DEFAULT' ? null : ((v.scopeId as string | undefined) ?? null),
      monthlyCents: toCents(v.monthlyCents),
      hostSharePercent: v.hostSharePercent,
    }),
    onSubmit: (body, { showServerError }) =>
      put.mutate(body, {
        onSuccess: () => {
          toast.success(t('rates.saved'));
          cf.form.resetFields();
        },
        onError: showServerError,
      }),
  });
  const scope = Form.useWatch('scope', cf.form) as string | undefined;
  return (
    <Form
      {...cf.formProps}
      layout="vertical"
      initialValues={{ scope: 'DEFAULT', scopeId: null, hostSharePercent: 30 }}
      onValuesChange={(changed: Record<string, unknown>) => {
        if ('scope' in changed) cf.form.setFieldValue('scopeId', null);
      }}
    >
      <FormFields labels={cf.labels} rules={cf.rules}>
        <div className="pk-stipends-toolbar">
          <Field name="scope">
            <Select
              style={{ minWidth: 180 }}
              options={RATE_SCOPES.map((s) => ({ value: s, label: t(`rates.scopes.${s}`) }))}
            />
          </Field>
          {scope === 'BUSINESS' && (
            <Field name="scopeId" label={t('rates.organisation')}>
              <OrganisationField label={t('rates.organisation')} />
            </Field>
          )}
          {scope === 'OPPORTUNITY' && (
            <Field name="scopeId" label={t('rates.posting')}>
              <PostingField label={t('rates.posting')} />
            </Field>
          )}
          <Field name="monthlyCents">
            <InputNumber min={0} step={10} precision={2} addonAfter="€" />
          </Field>
          <Field name="hostSharePercent">
            <InputNumber min={0} max={100} precision={0} addonAfter="%" />
          </Field>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={put.isPending}>
              {t('rates.save')}
            </Button>
          </Form.Item>
        </div>
      </FormFields>
    </Form>
  );
}
