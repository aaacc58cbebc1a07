import { useMemo } from 'react';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  STIPEND_ISSUES,
  ZAttendance,
  type TAttendance,
  type TStipendMonth,
} from '@praktika/contracts/stipends';
import { useConfirmAttendance } from '../api/stipends.ts';
import { Field, FormFields, useFieldLabels } from '../../../shared/forms/form-fields.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useToast } from '../../../shared/ui/toast.ts';
import { ActionDialog } from '../../../shared/ui/action-dialog.tsx';
import { useLanguage } from '../../../shared/ui/catalogue-select.tsx';
import { formatMonth } from '../lib/money.ts';

const FIELDS = ['daysPresent', 'note'] as const;

/**
 * Confirm one month's attendance (PUT /stipends/months/:id/attendance): days present out of the internship's
 * working days in that month (Monday to Friday; public holidays are not subtracted), and a note.
 */
export function AttendanceDialog({ line, onClose }: { line: TStipendMonth | null; onClose: () => void }) {
  const { t } = useTranslation('stipends');
  const lang = useLanguage();
  const toast = useToast();
  const confirm = useConfirmAttendance();
  const labels = useFieldLabels('stipends', FIELDS);
  const max = line?.workingDays ?? 31;
  const schema = useMemo(
    () =>
      ZAttendance.refine((v) => v.daysPresent <= max, {
        path: ['daysPresent'],
        message: STIPEND_ISSUES.daysAboveWorkingDays,
      }),
    [max],
  );
  const cf = useContractForm<TAttendance>({
    schema,
    labels,
    name: 'attendance',
    toInput: (values) => ({
      daysPresent: values.daysPresent,
      note: typeof values.note === 'string' && values.note.trim() ? values.note : undefined,
    }),
    onSubmit: (body, { showServerError }) =>
      line &&
      confirm.mutate(
        { id: line._id, body },
        {
          onSuccess: () => {
            toast.success(t('attendance.done'));
            onClose();
          },
          onError: showServerError,
        },
      ),
  });

  return (
    <ActionDialog
      open={line !== null}
      title={
        line
          ? t('attendance.title', {
              name: `${line.intern.internName} ${line.intern.internLastName}`,
              month: formatMonth(line.month, lang),
            })
          : ''
      }
      pending={confirm.isPending}
      onClose={onClose}
      afterClose={() => cf.form.resetFields()}
      rootClassName="pk-attendance-dialog"
      cancelLabel={t('attendance.cancel')}
      confirmLabel={t('attendance.submit')}
      onConfirm={() => cf.form.submit()}
      testId="confirm-attendance"
    >
      {line && (
        <>
          <p>{t('attendance.text', { days: line.workingDays })}</p>
          <Form
            {...cf.formProps}
            layout="vertical"
            initialValues={{ daysPresent: line.daysPresent ?? line.workingDays, note: line.note ?? '' }}
          >
            <FormFields labels={cf.labels} rules={cf.rules}>
              <Field name="daysPresent" extra={t('attendance.outOf', { days: line.workingDays })}>
                <InputNumber min={0} max={line.workingDays} precision={0} inputMode="numeric" />
              </Field>
              <Field name="note">
                <Input.TextArea rows={3} maxLength={1000} />
              </Field>
            </FormFields>
          </Form>
        </>
      )}
    </ActionDialog>
  );
}
