import { useState } from 'react';
import { Col, DatePicker, Form, Row, Tag } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { GENDERS } from '@praktika/contracts/auth';
import type { TApplication } from '@praktika/contracts/applications';
import { OPPORTUNITY_ISSUES, zCalendarDate } from '@praktika/contracts/opportunities';
import {
  useTransition,
  useValidationList,
  type TValidationQueryWeb,
} from '../../../entities/applications/api.ts';
import { CollectionAdminPage, type CollectionConfig } from '../../../shared/admin/collection-admin-page.tsx';
import { Field, FormFields, useFieldLabels } from '../../../shared/forms/form-fields.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { readerLanguage } from '../../../shared/lib/api-client.ts';
import { DATE_FORMAT } from '../../../shared/lib/format.ts';
import { ApplicationStatusTag } from '../../../entities/applications/application-status.tsx';
import { useToast } from '../../../shared/ui/toast.ts';
import { refName } from '../../../entities/people/person-detail.tsx';
import { useConfirmAction } from '../../../shared/ui/confirm-action.tsx';
import { dateRange, internDetailPath, internName, postingTitle } from '../lib/engagement-view.tsx';
import { ActionDialog } from '../../../shared/ui/action-dialog.tsx';
import '../engagements.css';
import { RowActionButton } from '../../../shared/ui/row-action-button.tsx';
import { titledColumns } from '../../../shared/ui/titled-columns.tsx';

/** The approval's dates: both given, the start not after the end (the API checks the same). */
export const ZApprovalDates = z
  .object({ startDate: zCalendarDate(), endDate: zCalendarDate() })
  .refine((v) => v.startDate <= v.endDate, { path: ['endDate'], message: OPPORTUNITY_ISSUES.endBeforeStart });
type TApprovalDates = z.infer<typeof ZApprovalDates>;

const DATE_FIELDS = ['startDate', 'endDate'] as const;
/** The e-mails' language: the admin's current one. */
const emailLanguage = readerLanguage;
const day = (v: unknown) => (dayjs.isDayjs(v) ? (v as Dayjs).format('YYYY-MM-DD') : undefined);

/** Approve with the organisation's proposed dates, which the admin may correct. */
function ApproveDialog({ item, onClose }: { item: TApplication; onClose: () => void }) {
  const { t } = useTranslation('engagements');
  const toast = useToast();
  const transition = useTransition();
  const labels = useFieldLabels('engagements', DATE_FIELDS);
  const name = internName(item.intern);
  const cf = useContractForm<TApprovalDates>({
    schema: ZApprovalDates,
    labels,
    name: 'approve',
    toInput: (v) => ({ startDate: day(v.startDate), endDate: day(v.endDate) }),
    onSubmit: (dates, { showServerError }) =>
      transition.mutate(
        { id: item._id, body: { action: 'approve', ...dates, emailLanguage: emailLanguage() } },
        {
          onSuccess: () => {
            toast.success(t('validation.approved'));
            onClose();
          },
          onError: showServerError,
        },
      ),
  });
  return (
    <ActionDialog
      title={t('validation.approveTitle', { name })}
      pending={transition.isPending}
      onClose={onClose}
      rootClassName="pk-engagement-dialog"
      cancelLabel={t('report.cancel')}
      confirmLabel={t('validation.approve')}
      onConfirm={() => cf.form.submit()}
      testId="confirm-approve"
    >
      <p>
        {t('validation.approveText', {
          name,
          posting: postingTitle(item),
          business: item.business.businessName,
        })}
      </p>
      <Form
        {...cf.formProps}
        initialValues={{
          startDate: item.startDate ? dayjs(item.startDate) : undefined,
          endDate: item.endDate ? dayjs(item.endDate) : undefined,
        }}
      >
        <FormFields labels={cf.labels} rules={cf.rules}>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Field name="startDate">
                <DatePicker format={DATE_FORMAT} className="pk-engagement-date" />
              </Field>
            </Col>
            <Col xs={24} sm={12}>
              <Field name="endDate">
                <DatePicker format={DATE_FORMAT} className="pk-engagement-date" />
              </Field>
            </Col>
          </Row>
        </FormFields>
      </Form>
    </ActionDialog>
  );
}

/** Approve (dates adjustable) or refuse (after a confirmation) one acceptance. */
function ValidationRowActions({ item }: { item: TApplication }) {
  const { t } = useTranslation('engagements');
  const transition = useTransition();
  const confirm = useConfirmAction();
  const [approving, setApproving] = useState(false);
  const name = internName(item.intern);
  const may = item.actions;
  return (
    <>
      {may.includes('approve') && (
        <RowActionButton
          type="primary"
          icon={<CheckOutlined aria-hidden />}
          label={t('validation.approve')}
          ariaLabel={t('validation.approveItem', { name })}
          onClick={() => setApproving(true)}
        />
      )}
      {may.includes('refuse') && (
        <RowActionButton
          danger
          className="pk-engagement-danger"
          icon={<CloseOutlined aria-hidden />}
          label={t('validation.refuse')}
          ariaLabel={t('validation.refuseItem', { name })}
          onClick={() =>
            confirm.ask({
              title: t('validation.refuseTitle', { name }),
              text: t('validation.refuseText', { name, business: item.business.businessName }),
              confirmLabel: t('validation.refuse'),
              danger: true,
              run: () =>
                transition.mutateAsync({
                  id: item._id,
                  body: { action: 'refuse', emailLanguage: emailLanguage() },
                }),
              success: t('validation.refused'),
            })
          }
        />
      )}
      {approving && <ApproveDialog item={item} onClose={() => setApproving(false)} />}
      {confirm.dialog}
    </>
  );
}

const validationConfig: CollectionConfig<TApplication, TValidationQueryWeb> = {
  resource: { useList: useValidationList },
  policySubject: 'application',
  filters: (t: TFunction) => [
    { type: 'search', name: 'name', label: t('engagements:validation.filters.name') },
    {
      type: 'catalogue',
      name: 'municipality',
      label: t('engagements:validation.filters.municipality'),
      collection: 'municipalities',
      multiple: true,
    },
    {
      type: 'catalogue',
      name: 'skills',
      label: t('engagements:validation.filters.skills'),
      collection: 'skills',
      multiple: true,
    },
    {
      type: 'catalogue',
      name: 'categories',
      label: t('engagements:validation.filters.categories'),
      collection: 'categories',
      multiple: true,
    },
    {
      type: 'enum',
      name: 'gender',
      label: t('engagements:validation.filters.gender'),
      multiple: true,
      options: GENDERS.map((g) => ({ value: g, label: t(`engagements:genders.${g}`) })),
    },
    {
      type: 'enum',
      name: 'type',
      label: t('engagements:validation.filters.type'),
      options: (['JOB', 'TRAINING'] as const).map((v) => ({
        value: v,
        label: t(`engagements:types.${v}`),
      })),
    },
    { type: 'date', name: 'startDate', label: t('engagements:validation.filters.startDate') },
    { type: 'date', name: 'endDate', label: t('engagements:validation.filters.endDate') },
  ],
  useColumns: ({ t, lang }) => {
    const column = titledColumns<TApplication>(t, 'engagements:columns');
    return [
      column('intern', (a) => (
        <>
          <Link to={internDetailPath(a)}>{internName(a.intern)}</Link>
          {a.intern.minor && (
            <>
              {' '}
              <Tag color="orange">{t('engagements:common.minor')}</Tag>
            </>
          )}
        </>
      )),
      column('municipality', (a) => refName(a.intern.municipality, lang)),
      column('posting', (a) => postingTitle(a)),
      column('business', (a) => a.business.businessName),
      column('dates', (a) => <span className="pk-nowrap">{dateRange(a.startDate, a.endDate)}</span>),
      column('status', (a) => <ApplicationStatusTag status={a.status} />),
    ];
  },
  rowActions: (item) => <ValidationRowActions item={item} />,
  emptyText: (t) => t('engagements:validation.empty'),
  itemName: (item) => internName(item.intern),
};

/** /dashboard/validation (admins): organisations' acceptances waiting for the programme's validation. */
export function ValidationPage() {
  const { t } = useTranslation('engagements');
  return (
    <CollectionAdminPage
      config={validationConfig}
      title={t('validation.title')}
      className="pk-engagements-page"
      toolbar={<p className="pk-engagements-intro">{t('validation.intro')}</p>}
    />
  );
}
