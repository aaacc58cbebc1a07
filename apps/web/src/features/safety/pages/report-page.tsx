import { useMemo } from 'react';
import { Button, Empty, Form, Radio, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZRedFlagCreate, type TRedFlagCreate } from '@praktika/contracts/safety';
import type { TMentorship } from '@praktika/contracts/mentoring';
import { useListUrlState } from '../../../shared/admin/use-list-url-state.ts';
import { mentorshipsResource } from '../../../entities/mentorships/api.ts';
import { useCreateRedFlag } from '../api/safety.ts';
import { RedFlagReasonFields } from '../components/reasons-group.tsx';
import { Field, FormFields, useFieldLabels } from '../../../shared/forms/form-fields.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { readerLanguage } from '../../../shared/lib/api-client.ts';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { useToast } from '../../../shared/ui/toast.ts';
import { MyReports } from '../components/my-reports.tsx';
import '../components/engagement-dialogs.css';
import '../../../shared/admin/admin.css';
import './report-page.css';

const personName = (p: { name: string; lastName: string }) => `${p.name} ${p.lastName}`.trim();

const FIELDS = ['mentorshipId', 'reported', 'reasons', 'reasonText'] as const;
const PAGE_SIZE = 5;

/** "Intern — Organisation (posting)" for the mentorship select. */
const mentorshipLabel = (m: TMentorship) =>
  `${personName(m.intern)} — ${m.application.business.businessName} (${m.application.title})`;

/**
 * `/dashboard/report` (mentors): report the intern or the organisation of one of the mentor's mentorships to the
 * programme's administrators (POST /redflags with `reported`, `mentorshipId`, reasons and text); `?mentorship=<id>`
 * preselects it. Below, the mentor's own earlier reports (GET /redflags answers a reporter theirs, without the
 * administrators' fields).
 */
export function ReportPage() {
  const { t } = useTranslation(['meetings', 'engagements']);
  usePageTitle('meetings:report.title');
  const toast = useToast();
  const url = useListUrlState({ sizes: [PAGE_SIZE], defaultSize: PAGE_SIZE });
  const preselected = url.text('mentorship');
  const mentorships = mentorshipsResource.useList({ pagination: false });
  const create = useCreateRedFlag();
  const labels = useFieldLabels('meetings', FIELDS);
  const choices = useMemo(
    () => (mentorships.data?.docs ?? []).filter((m) => m.status !== 'DECLINED'),
    [mentorships.data],
  );

  const cf = useContractForm<TRedFlagCreate>({
    schema: ZRedFlagCreate,
    labels,
    name: 'mentor-report',
    alsoRequired: ['mentorshipId', 'reasons'],
    toInput: (values) => {
      const text = typeof values.reasonText === 'string' ? values.reasonText.trim() : '';
      return {
        reported: values.reported,
        mentorshipId: values.mentorshipId,
        reasons: values.reasons ?? [],
        reasonText: text || undefined,
        emailLanguage: readerLanguage(),
      };
    },
    onSubmit: (body, { showServerError }) =>
      create.mutate(body, {
        onSuccess: () => {
          toast.success(t('meetings:report.sent'));
          cf.form.resetFields();
        },
        onError: showServerError,
      }),
  });
  const chosenId = Form.useWatch('mentorshipId', cf.form) as string | undefined;
  const reasons = (Form.useWatch('reasons', cf.form) as string[] | undefined) ?? [];
  const chosen = choices.find((m) => m._id === chosenId);
  const initial = useMemo(
    () => ({ reasons: [], reported: 'INTERN', mentorshipId: preselected || undefined }),
    // the first URL's choice only
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  return (
    <div className="pk-dash-page pk-report-page">
      <h1 className="pk-dash-h1">{t('meetings:report.title')}</h1>
      <p className="pk-report-intro">{t('meetings:report.intro')}</p>
      <section className="pk-card pk-admin-card" aria-labelledby="pk-report-form-title">
        <h2 id="pk-report-form-title" className="pk-report-h2">
          {t('meetings:report.formTitle')}
        </h2>
        {mentorships.isError ? (
          <ListError error={mentorships.error} onRetry={() => void mentorships.refetch()} />
        ) : mentorships.isLoading ? (
          <Skeleton active />
        ) : !choices.length ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('meetings:report.noMentorships')} />
        ) : (
          <Form {...cf.formProps} initialValues={initial}>
            <FormFields labels={cf.labels} rules={cf.rules}>
              <Field
                name="mentorshipId"
                rules={[
                  ...cf.rules('mentorshipId'),
                  {
                    required: true,
                    message: t('validation:required', { field: labels.mentorshipId }),
                  },
                ]}
              >
                <Select
                  options={choices.map((m) => ({ value: m._id, label: mentorshipLabel(m) }))}
                  placeholder={t('meetings:report.mentorshipPlaceholder')}
                  showSearch={{ optionFilterProp: 'label' }}
                />
              </Field>
              <Field name="reported">
                <Radio.Group
                  className="pk-engagement-reasons"
                  options={[
                    {
                      value: 'INTERN',
                      label: chosen
                        ? t('meetings:report.aboutIntern', { name: personName(chosen.intern) })
                        : t('meetings:report.theIntern'),
                    },
                    {
                      value: 'BUSINESS',
                      label: chosen
                        ? t('meetings:report.aboutBusiness', {
                            name: chosen.application.business.businessName,
                          })
                        : t('meetings:report.theBusiness'),
                    },
                  ]}
                />
              </Field>
              <RedFlagReasonFields otherChosen={reasons.includes('OTHER')} />
              <p className="pk-engagement-strong">{t('meetings:report.anonymous')}</p>
              <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="send-report">
                {t('meetings:report.submit')}
              </Button>
            </FormFields>
          </Form>
        )}
      </section>
      <MyReports
        page={url.page}
        onPage={(page) => url.patch({ page })}
        pageSize={PAGE_SIZE}
        texts={{
          title: t('meetings:report.earlier'),
          none: t('meetings:report.noEarlier'),
          sentOn: (date) => t('meetings:report.sentOn', { date }),
        }}
      />
    </div>
  );
}
