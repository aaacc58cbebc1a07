import { useMemo } from 'react';
import { greyOutDays } from '../../../shared/forms/date-cells.tsx';
import { Alert, DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { V } from '@praktika/contracts/auth';
import type { TApplication } from '@praktika/contracts/applications';
import { addDays, displayDate, programmeToday } from '@praktika/contracts/dates';
import {
  CANCELLATION_NOTICE_DAYS,
  CANCELLATION_REASONS,
  SAFETY_ISSUES,
  ZCancellationCreate,
  type TCancellationCreate,
} from '@praktika/contracts/safety';
import { useCreateCancellation } from '../api/safety.ts';
import { Field, FormFields, useFieldLabels } from '../../../shared/forms/form-fields.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { readerLanguage } from '../../../shared/lib/api-client.ts';
import { DATE_FORMAT } from '../../../shared/lib/format.ts';
import { runMutation } from '../../../shared/lib/run-mutation.ts';
import { useToast } from '../../../shared/ui/toast.ts';
import { ReasonsGroup } from './reasons-group.tsx';
import { ActionDialog } from '../../../shared/ui/action-dialog.tsx';
import './engagement-dialogs.css';

/**
 * Who cancels: the intern (two weeks' notice, their resignation), the host (reasons, from today on) or an admin
 * (reasons, for the programme: any last day, both parties told).
 */
export type CancelVariant = 'intern' | 'host' | 'admin';

/** What the dialog needs of the engagement (an application answer fits). */
export type CancelTarget = Pick<TApplication, '_id' | 'type' | 'job' | 'training' | 'intern' | 'business'>;

const FIELDS = ['reasons', 'reasonText', 'lastDay'] as const;

/** The earliest last day an intern may give: today in Kosovo plus the notice period (14 days). */
export const earliestInternLastDay = (now: Date = new Date()): string =>
  addDays(programmeToday(now), CANCELLATION_NOTICE_DAYS);

/**
 * The form's rules on top of the contract. The intern: a last day is needed, at least the notice period ahead
 * (`noticePeriod`, as the API answers). The host: at least one reason (OTHER with its written reason, the
 * contract's own rule).
 */
export function cancellationSchema(variant: CancelVariant, earliest: string) {
  return ZCancellationCreate.superRefine((v, ctx) => {
    if (variant === 'intern') {
      if (!v.lastDay) ctx.addIssue({ code: 'custom', path: ['lastDay'], message: V.required });
      else if (v.lastDay < earliest)
        ctx.addIssue({ code: 'custom', path: ['lastDay'], message: SAFETY_ISSUES.noticePeriod });
    } else if (v.reasons.length === 0)
      ctx.addIssue({ code: 'custom', path: ['reasons'], message: V.required });
  });
}

const postingTitle = (a: CancelTarget) => a.job?.title ?? a.training?.name ?? '';

/**
 * Cancel an internship or training (POST /cancellations). The intern's variant explains the two weeks' notice and
 * offers only days from `earliestInternLastDay()`; the host's variant asks for the reasons (intern resignation,
 * lack of space or capacity, other with a written reason) and the last day (today by default, never earlier).
 * Irreversible, so the dialog says so and its button is a danger button; on success it toasts and calls
 * `onCancelled` with the application (now CANCELLED): the page decides where to go.
 */
export function CancelEngagementDialog({
  open,
  variant,
  application,
  onClose,
  onCancelled,
}: {
  open: boolean;
  variant: CancelVariant;
  application: CancelTarget;
  onClose: () => void;
  onCancelled?: (application: TApplication) => void;
}) {
  const { t } = useTranslation('engagements');
  const toast = useToast();
  const cancel = useCreateCancellation();
  const labels = useFieldLabels('engagements', FIELDS);
  const earliest = useMemo(() => earliestInternLastDay(), []);
  // a host ends an engagement today at the earliest (the API refuses a past day)
  const today = useMemo(() => programmeToday(), []);
  const schema = useMemo(() => cancellationSchema(variant, earliest), [variant, earliest]);
  const internName = `${application.intern.internName} ${application.intern.internLastName}`;
  const businessName = application.business.businessName;

  const toInput = (values: Record<string, unknown>) => {
    const day = values.lastDay as Dayjs | null | undefined;
    const text = typeof values.reasonText === 'string' ? values.reasonText.trim() : '';
    return {
      applicationId: application._id,
      businessId: application.business._id,
      internId: application.intern._id,
      reasons: variant === 'intern' ? ['INTERN_RESIGNATION'] : (values.reasons ?? []),
      reasonText: text || undefined,
      lastDay: day ? day.format('YYYY-MM-DD') : undefined,
      emailLanguage: readerLanguage(),
    };
  };

  const cf = useContractForm<TCancellationCreate>({
    schema: schema as z.ZodType<TCancellationCreate, unknown>,
    labels,
    toInput,
    name: `cancel-${variant}`,
    alsoRequired: variant === 'intern' ? ['lastDay'] : ['reasons'],
    onSubmit: (body, { showServerError }) =>
      // the engagement's card (and so this dialog) may be gone once the applications refetch
      runMutation(cancel, body, {
        onSuccess: (updated) => {
          toast.success(t('cancel.done'));
          onClose();
          onCancelled?.(updated);
        },
        onError: showServerError,
      }),
  });
  const reasons = (Form.useWatch('reasons', cf.form) as string[] | undefined) ?? [];
  const needsText = variant !== 'intern' && reasons.includes('OTHER');

  return (
    <ActionDialog
      open={open}
      title={
        variant === 'intern'
          ? t('cancel.titleIntern', { name: businessName })
          : t('cancel.titleHost', { name: internName })
      }
      pending={cancel.isPending}
      onClose={onClose}
      afterClose={() => cf.form.resetFields()}
      rootClassName="pk-engagement-dialog pk-danger-dialog"
      cancelLabel={t('cancel.keep')}
      confirmLabel={t('cancel.submit')}
      onConfirm={() => cf.form.submit()}
      danger
      testId="confirm-cancel-engagement"
    >
      <p>
        {variant === 'intern'
          ? t('cancel.internText', {
              posting: postingTitle(application),
              name: businessName,
              days: CANCELLATION_NOTICE_DAYS,
            })
          : t(variant === 'admin' ? 'cancel.adminText' : 'cancel.hostText', {
              posting: postingTitle(application),
              name: internName,
              business: businessName,
            })}
      </p>
      {variant === 'intern' && (
        <Alert
          className="pk-engagement-alert"
          type="info"
          showIcon
          title={t('cancel.notice', { date: displayDate(earliest), days: CANCELLATION_NOTICE_DAYS })}
          data-testid="cancel-notice"
        />
      )}
      <Form
        {...cf.formProps}
        initialValues={variant !== 'intern' ? { lastDay: dayjs(today), reasons: [] } : {}}
      >
        <FormFields labels={cf.labels} rules={cf.rules}>
          {variant !== 'intern' && (
            <Field name="reasons">
              <ReasonsGroup
                options={CANCELLATION_REASONS.map((r) => ({
                  value: r,
                  label: t(`cancellationReasons.${r}`),
                }))}
              />
            </Field>
          )}
          <Field name="lastDay" extra={variant === 'intern' ? t('cancel.lastDayHint') : undefined}>
            <DatePicker
              format={DATE_FORMAT}
              className="pk-engagement-date"
              // Refused days are greyed, not disabled: antd empties a typed disabled day, and the form's rule
              // (the notice period, not in the past) must say why. An admin may record an engagement that already
              // ended (the API allows a past day for admins).
              cellRender={greyOutDays(
                (day) => variant !== 'admin' && day < (variant === 'intern' ? earliest : today),
              )}
            />
          </Field>
          <Field
            name="reasonText"
            label={needsText || variant !== 'intern' ? labels.reasonText : t('fields.message')}
            required={needsText}
          >
            <Input.TextArea rows={3} maxLength={2000} showCount />
          </Field>
        </FormFields>
      </Form>
      <p className="pk-engagement-strong">{t('cancel.undone')}</p>
    </ActionDialog>
  );
}
