import { Alert, Button, Form, Select, Skeleton } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WORKING_STATUSES } from '@praktika/contracts/applications';
import { CV_LANGUAGES } from '@praktika/contracts/cv';
import { ZAssignMentorBody, type TAssignMentorBody } from '@praktika/contracts/mentoring';
import { accountKeys } from '../../../entities/people/account-keys.ts';
import {
  mentorshipRequestsResource,
  mentorshipsResource,
  useCurrentMentorship,
  useRequestMentor,
  useWithdrawRequest,
} from '../api/mentoring.ts';
import { Field, FormFields, useFieldLabels } from '../../../shared/forms/form-fields.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { readerLanguage } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { useLanguage } from '../../../shared/ui/catalogue-select.tsx';
import { LinkButton } from '../../../shared/ui/link-button.tsx';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { useToast } from '../../../shared/ui/toast.ts';
import { MentorshipStatusTag, personName } from './mentoring-view.tsx';
import './mentoring.css';
import { shownLanguageName } from '../../../shared/lib/language-names.ts';

const FIELDS = ['languages'] as const;

/** The languages offered first: the programme's three, then the other CV languages. */
const LANGUAGE_ORDER = ['sq', 'sr', 'en', ...CV_LANGUAGES.filter((l) => !['sq', 'sr', 'en'].includes(l))];

function RequestForm({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('mentoring');
  const lang = useLanguage();
  const toast = useToast();
  const client = useQueryClient();
  const request = useRequestMentor();
  const labels = useFieldLabels('mentoring', FIELDS);
  const cf = useContractForm<TAssignMentorBody>({
    schema: ZAssignMentorBody,
    labels,
    name: 'mentor-request',
    toInput: (v) => ({
      applicationId,
      languages: Array.isArray(v.languages) ? v.languages : [],
      emailLanguage: readerLanguage(),
    }),
    // the promise, not per-call callbacks: the refetch after the answer replaces this form (TanStack Query skips the
    // callbacks of an unmounted caller)
    onSubmit: (body, { showServerError }) =>
      void request.mutateAsync(body).then(({ mentorship }) => {
        if (!mentorship) return;
        toast.success(t('request.assigned', { name: personName(mentorship.mentor) }));
        // the avatar menu's "My mentor" follows the intern's record
        void client.invalidateQueries({ queryKey: accountKeys.all });
      }, showServerError),
  });
  return (
    <Form {...cf.formProps} initialValues={{ languages: [lang] }}>
      <FormFields labels={cf.labels} rules={cf.rules}>
        <Field name="languages">
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            options={LANGUAGE_ORDER.map((l) => ({ value: l, label: shownLanguageName(l, lang) }))}
          />
        </Field>
      </FormFields>
      <Button
        type="primary"
        htmlType="submit"
        loading={request.isPending}
        icon={<TeamOutlined aria-hidden />}
      >
        {t('request.submit')}
      </Button>
    </Form>
  );
}

/**
 * The mentor part of the intern's /internship, for an approved or running internship (APPROVED, HIRED, EXTENDED;
 * nothing otherwise): with a current mentor, who it is and a link to /myMentor; on the waiting list, 'No available
 * mentors at the moment!' with the place in the queue and "Withdraw request"; otherwise the request form (the
 * languages of the mentoring, the UI language preselected). A request answered with a mentor toasts its name.
 */
export function MentorRequestCard({ application }: { application: { _id: string; status: string } }) {
  const working = (WORKING_STATUSES as readonly string[]).includes(application.status);
  return working ? <MentorRequest applicationId={application._id} /> : null;
}

function MentorRequest({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('mentoring');
  const toast = useToast();
  const session = useSession();
  const internId = session?.role === 'intern' ? session.id : undefined;
  const current = useCurrentMentorship(internId);
  const waiting = mentorshipRequestsResource.useList(
    { status: ['WAITING'], intern: internId, page: 1, limit: 1 },
    { enabled: !!internId },
  );
  const withdraw = useWithdrawRequest();
  // issue 17: mentors may invite an intern from the waiting list; the answer is given on /myMentor
  const invitations = mentorshipsResource.useList(
    { intern: internId, status: ['INVITED'], page: 1, limit: 1 },
    { enabled: !!internId && !!waiting.data?.docs[0] },
  );
  const invited = invitations.data?.totalDocs ?? 0;

  const body = (() => {
    if (current.isError || waiting.isError)
      return (
        <ListError
          error={current.error ?? waiting.error}
          onRetry={() => {
            void current.refetch();
            void waiting.refetch();
          }}
        />
      );
    if (current.data === undefined || !waiting.data) return <Skeleton active paragraph={{ rows: 2 }} />;
    const mentorship = current.data;
    if (mentorship) {
      const name = personName(mentorship.mentor);
      return (
        <>
          <p>
            {mentorship.status === 'ACTIVE' ? t('request.active', { name }) : t('request.pending', { name })}{' '}
            <MentorshipStatusTag status={mentorship.status} />
          </p>
          <LinkButton to="/myMentor" type="primary">
            {t('request.open')}
          </LinkButton>
        </>
      );
    }
    const request = waiting.data.docs[0];
    if (request)
      return (
        <>
          {invited > 0 && (
            <Alert
              type="info"
              showIcon
              data-testid="mentor-invited"
              title={t('request.invited', { count: invited })}
              action={
                <LinkButton to="/myMentor" type="primary">
                  {t('request.openInvitations')}
                </LinkButton>
              }
              style={{ marginBottom: 12 }}
            />
          )}
          <Alert
            type="warning"
            showIcon
            title={t('request.noMentors')}
            description={
              request.position
                ? t('request.queue', { position: request.position })
                : t('request.queueUnknown')
            }
            action={
              <Button
                loading={withdraw.isPending}
                onClick={() =>
                  withdraw.mutate(request._id, {
                    onSuccess: () => toast.success(t('request.withdrawn')),
                    onError: (err) => toast.apiError(err),
                  })
                }
              >
                {t('request.withdraw')}
              </Button>
            }
          />
        </>
      );
    return (
      <>
        <p>{t('request.lead')}</p>
        <RequestForm applicationId={applicationId} />
      </>
    );
  })();

  return (
    <section
      className="pk-card pk-mentoring-request"
      aria-labelledby="pk-mentor-request-title"
      data-testid="mentor-request"
    >
      <h2 id="pk-mentor-request-title" className="pk-mentoring-h2">
        {current.data ? t('request.current') : t('request.title')}
      </h2>
      {body}
    </section>
  );
}
