import { useMemo, useRef, useState } from 'react';
import { Alert, Button, DatePicker, Form, Input, Modal, Radio, Row, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_ACTIONS,
  ENGAGED_STATUSES,
  STARTED_ACTIONS,
  ZApplicationUpdate,
  beforeStart,
  type TApplication,
  type TApplicationAction,
  type TApplicationUpdate,
} from '@praktika/contracts/applications';
import { displayDate, programmeToday } from '@praktika/contracts/dates';
import { useTransition, useUploadContract } from '../../../entities/applications/api.ts';
import { Field, FormFields, GridField, useFieldLabels } from '../../../shared/forms/form-fields.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { runMutation } from '../../../shared/lib/run-mutation.ts';
import { AdminCancelSlot } from '../lib/slots.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { errorText, useToast } from '../../../shared/ui/toast.ts';
import {
  DATE_INPUT_FORMATS,
  keepEnterInPickers,
  defaultEndDate,
  isoDay,
  pickerDay,
  type Values,
} from '../lib/posting-form.ts';
import '../postings.css';

/** The actions of the organisation and the admins (the intern's own are on the intern's screens). */
export const HOST_ACTIONS: readonly TApplicationAction[] = APPLICATION_ACTIONS.filter(
  (a) => a !== 'acceptInvitation' && a !== 'declineInvitation' && a !== 'withdraw',
);
/** Taken at once, with a toast: nothing to ask, and the organisation may change its mind. */
const DIRECT: readonly TApplicationAction[] = ['shortlist', 'notShortlist'];
/** Cannot be undone: the dialog says so in a warning. */
const IRREVERSIBLE: readonly TApplicationAction[] = [
  'accept',
  'approve',
  'refuse',
  'hire',
  'finalize',
  'complete',
];
const DANGER: readonly TApplicationAction[] = ['notShortlist', 'refuse'];

/** The buttons for `application`, exactly the host actions its `actions` (the state machine, for the caller) allow. */
export function hostActions(application: Pick<TApplication, 'actions'>): TApplicationAction[] {
  return HOST_ACTIONS.filter((a) => application.actions.includes(a));
}

const isStartedAction = (a: TApplicationAction) => (STARTED_ACTIONS as readonly string[]).includes(a);

/**
 * The running engagement has not started yet (Kosovo's calendar day): extending and completing wait for the start
 * date; the organisation is not offered them, an admin takes them only with a reason (the API's override).
 */
export const awaitsStart = (
  a: Pick<TApplication, 'type' | 'status' | 'startDate'>,
  today = programmeToday(),
) =>
  (a.type === 'JOB' ? a.status === 'HIRED' || a.status === 'EXTENDED' : a.status === 'APPROVED') &&
  beforeStart(a.startDate, today);

/** Whether the signed contract may be uploaded now: an approved internship, or a running one (to replace it). */
export const contractUploadable = (a: Pick<TApplication, 'type' | 'status'>) =>
  a.type === 'JOB' && (a.status === 'APPROVED' || a.status === 'HIRED' || a.status === 'EXTENDED');

const FIELDS = [
  'interviewDate',
  'interviewTime',
  'interviewPlace',
  'interviewLink',
  'startDate',
  'endDate',
  'outcome',
  'note',
] as const;

const REQUIRED: Partial<Record<TApplicationAction, readonly string[]>> = {
  scheduleInterview: ['interviewDate', 'interviewTime'],
  extend: ['endDate'],
  finalize: ['outcome'],
};

/** Form values of one action -> the body of PUT /applications/:id (`override`: an admin before the start). */
export function actionInput(action: TApplicationAction, v: Values, override = false): Values {
  const body: Values = { action };
  if (override) body.override = true;
  const text = (k: string) =>
    typeof v[k] === 'string' && (v[k] as string).trim() ? (v[k] as string).trim() : undefined;
  const note = text('note');
  if (note) body.note = note;
  switch (action) {
    case 'scheduleInterview':
      body.interviewDate = isoDay(v.interviewDate);
      body.interviewTime = text('interviewTime') ?? '';
      body.interviewPlace = text('interviewPlace') ?? null;
      body.interviewLink = text('interviewLink') ?? null;
      break;
    case 'accept':
    case 'approve':
      // an internship's proposed dates (a training's form has none)
      if (v.startDate) body.startDate = isoDay(v.startDate);
      if (v.endDate) body.endDate = isoDay(v.endDate);
      break;
    case 'extend':
      body.endDate = isoDay(v.endDate);
      break;
    case 'finalize':
      body.outcome = v.outcome;
      break;
  }
  return body;
}

function initialValues(action: TApplicationAction, a: TApplication): Values {
  switch (action) {
    case 'scheduleInterview':
      return a.interview
        ? {
            interviewDate: pickerDay(a.interview.date),
            interviewTime: a.interview.time,
            interviewPlace: a.interview.place ?? '',
            interviewLink: a.interview.link ?? '',
          }
        : {};
    case 'approve':
      return { startDate: pickerDay(a.startDate), endDate: pickerDay(a.endDate) };
    default:
      return {};
  }
}

/** The dialog of one action: its fields, an optional note to the other party, and the confirming button. */
function ActionDialog({
  action,
  application,
  engagementMonths,
  onClose,
}: {
  action: TApplicationAction;
  application: TApplication;
  engagementMonths: number;
  onClose: () => void;
}) {
  const { t } = useTranslation(['postings', 'common']);
  const toast = useToast();
  const mutation = useTransition();
  // an admin ending or extending before the start: the reason is required and kept on the timeline
  const override = isStartedAction(action) && awaitsStart(application);
  const fieldLabels = useFieldLabels('postings', FIELDS);
  const labels = useMemo(
    () => (override ? { ...fieldLabels, note: t('postings:actions.reasonLabel') } : fieldLabels),
    [fieldLabels, override, t],
  );
  const toInput = useMemo(() => (v: Values) => actionInput(action, v, override), [action, override]);
  const contract = useContractForm<TApplicationUpdate>({
    schema: ZApplicationUpdate,
    labels,
    toInput,
    alsoRequired: override ? [...(REQUIRED[action] ?? []), 'note'] : REQUIRED[action],
    name: 'applicationAction',
    onSubmit: (body, { showServerError }) =>
      // the applicant's row may leave a filtered list once the applications refetch
      runMutation(
        mutation,
        { id: application._id, body },
        {
          onSuccess: () => {
            toast.success(t(`postings:actions.done.${action}`));
            onClose();
          },
          onError: showServerError,
        },
      ),
  });
  // the end date follows the start (start + the engagement length) until it is changed by hand
  const endTouched = useRef(false);
  const initial = useMemo(() => initialValues(action, application), [action, application]);
  const name = `${application.intern.internName} ${application.intern.internLastName}`;
  const picker = (
    <DatePicker format={DATE_INPUT_FORMATS} placeholder="DD/MM/YYYY" style={{ width: '100%' }} />
  );

  return (
    <Modal
      open
      title={t(`postings:actions.title.${action}`, { name })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={640}
      rootClassName="pk-postings-dialog"
    >
      <Form
        {...contract.formProps}
        initialValues={initial}
        requiredMark
        disabled={mutation.isPending}
        onKeyDown={keepEnterInPickers}
        onValuesChange={(changed: Values) => {
          if ('endDate' in changed) endTouched.current = true;
          if (action === 'accept' && 'startDate' in changed && !endTouched.current) {
            const start = isoDay(changed.startDate);
            contract.form.setFieldValue(
              'endDate',
              start ? pickerDay(defaultEndDate(start, engagementMonths)) : null,
            );
          }
        }}
      >
        <FormFields labels={contract.labels} rules={contract.rules}>
          <p>
            {t(
              action === 'accept' && application.type === 'TRAINING'
                ? 'postings:actions.text.acceptTraining'
                : `postings:actions.text.${action}`,
              { name },
            )}
          </p>
          {override && application.startDate && (
            <Alert
              type="warning"
              showIcon
              title={t('postings:actions.overrideWarning', { date: displayDate(application.startDate) })}
              className="pk-postings-warn"
            />
          )}
          {IRREVERSIBLE.includes(action) && (
            <Alert
              type="warning"
              showIcon
              title={t('postings:actions.irreversible')}
              className="pk-postings-warn"
            />
          )}
          <Row gutter={16}>
            {action === 'scheduleInterview' && (
              <>
                <GridField name="interviewDate">{picker}</GridField>
                <GridField name="interviewTime" extra={t('postings:actions.timeHint')}>
                  <Input placeholder="HH:MM" maxLength={5} inputMode="numeric" />
                </GridField>
                <GridField name="interviewPlace" dependencies={['interviewLink']}>
                  <Input maxLength={300} />
                </GridField>
                <GridField name="interviewLink" dependencies={['interviewPlace']}>
                  <Input type="url" placeholder="https://" maxLength={2000} />
                </GridField>
              </>
            )}
            {/* a training runs on its own dates; an internship's are proposed here */}
            {(action === 'accept' || action === 'approve') && application.type === 'JOB' && (
              <>
                <GridField name="startDate" dependencies={['endDate']}>
                  {picker}
                </GridField>
                <GridField
                  name="endDate"
                  dependencies={['startDate']}
                  extra={t('postings:actions.endHint', { count: engagementMonths })}
                >
                  {picker}
                </GridField>
              </>
            )}
            {action === 'extend' && (
              <GridField
                name="endDate"
                extra={
                  application.endDate
                    ? t('postings:actions.currentEnd', { date: displayDate(application.endDate) })
                    : undefined
                }
              >
                {picker}
              </GridField>
            )}
            {action === 'finalize' && (
              <Field name="outcome" className="pk-postings-outcome">
                <Radio.Group
                  options={(['OFFERED_EMPLOYMENT', 'NO_CONTINUATION'] as const).map((o) => ({
                    value: o,
                    label: t(`opportunities:outcomes.${o}`),
                  }))}
                />
              </Field>
            )}
          </Row>
          <Field
            name="note"
            extra={t(override ? 'postings:actions.overrideHint' : 'postings:actions.noteHint')}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={2000} />
          </Field>
          <div className="pk-admin-form-actions">
            <Button onClick={onClose} disabled={false}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              type="primary"
              htmlType="submit"
              danger={DANGER.includes(action)}
              loading={mutation.isPending}
            >
              {t(`postings:actions.confirm.${action}`)}
            </Button>
          </div>
        </FormFields>
      </Form>
    </Modal>
  );
}

/** Upload the signed contract: a button that opens the file chooser; the upload starts when a file is chosen. */
function ContractUpload({ application }: { application: TApplication }) {
  const { t } = useTranslation(['postings', 'errors']);
  const toast = useToast();
  const upload = useUploadContract();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept=".pdf,.doc,.docx,.jpg,.jpeg,.png"
        data-testid={`contract-input-${application._id}`}
        aria-label={t('postings:contract.upload')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          upload.mutate(
            { businessId: application.business._id, applicationId: application._id, file },
            {
              onSuccess: () => toast.success(t('postings:contract.uploaded')),
              onError: (err) => toast.error(errorText(err, t)),
            },
          );
        }}
      />
      <Button loading={upload.isPending} onClick={() => input.current?.click()}>
        {t(application.contract ? 'postings:contract.replace' : 'postings:contract.upload')}
      </Button>
    </>
  );
}

/**
 * The buttons of one applicant: exactly the actions the state machine lets the caller take now (the answer's
 * `actions`), shortlisting at once and everything else through a dialog that asks for what the step needs and
 * warns when it cannot be undone; the contract upload for an approved internship; Hire stays disabled, saying why,
 * until a contract exists.
 */
export function ApplicationActions({
  application,
  engagementMonths,
}: {
  application: TApplication;
  engagementMonths: number;
}) {
  const { t } = useTranslation(['postings', 'errors']);
  const toast = useToast();
  const direct = useTransition();
  const [open, setOpen] = useState<TApplicationAction | null>(null);
  const actions = hostActions(application);
  const early = awaitsStart(application);
  // before the start an organisation has no step left, yet may still replace the contract
  const upload = contractUploadable(application) && (application.actions.length > 0 || early);
  // an engaged applicant (accepted for validation, approved, hired or extended) an admin may cancel
  const adminCancel =
    useSession()?.role === 'admin' && (ENGAGED_STATUSES as readonly string[]).includes(application.status);
  if (!actions.length && !upload && !early && !adminCancel) return null;
  const noContractId = `no-contract-${application._id}`;

  const run = (action: TApplicationAction) => {
    if (!DIRECT.includes(action)) return setOpen(action);
    runMutation(
      direct,
      { id: application._id, body: { action } as TApplicationUpdate },
      {
        onSuccess: () => toast.success(t(`postings:actions.done.${action}`)),
        onError: (err) => toast.error(errorText(err, t)),
      },
    );
  };

  return (
    <div className="pk-postings-actions">
      <Space size={[8, 8]} wrap>
        {upload && <ContractUpload application={application} />}
        {adminCancel && <AdminCancelSlot application={application} />}
        {actions.map((action) => {
          const blocked = action === 'hire' && !application.contract;
          return (
            <Button
              key={action}
              type={action === 'accept' || action === 'hire' || action === 'approve' ? 'primary' : 'default'}
              danger={DANGER.includes(action)}
              disabled={blocked || direct.isPending}
              aria-describedby={blocked ? noContractId : undefined}
              onClick={() => run(action)}
            >
              {t(`postings:actions.button.${action}`)}
            </Button>
          );
        })}
      </Space>
      {early && application.startDate && (
        <p className="pk-postings-hint" data-testid={`from-start-${application._id}`}>
          {t('postings:actions.fromStart', { date: displayDate(application.startDate) })}
        </p>
      )}
      {actions.includes('hire') && !application.contract && (
        <p id={noContractId} className="pk-postings-hint">
          {t('postings:contract.neededToHire')}
        </p>
      )}
      {open && (
        <ActionDialog
          action={open}
          application={application}
          engagementMonths={engagementMonths}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
