import { useMemo } from 'react';
import { Alert, DatePicker, Form, Input, Select, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  MEETING_DEFAULT_MINUTES,
  ZMeetingWrite,
  type TMeeting,
  type TMentorship,
} from '@praktika/contracts/mentoring';
import { programmeInstant, programmeToday, programmeWallClock } from '@praktika/contracts/dates';
import {
  mentorshipsResource,
  useCreateMeeting,
  useUpdateMeeting,
  type TMeetingWriteWeb,
} from '../api/mentoring.ts';
import { greyOutDays } from '../../../shared/forms/date-cells.tsx';
import { Field, FormFields, useFieldLabels } from '../../../shared/forms/form-fields.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { readerLanguage } from '../../../shared/lib/api-client.ts';
import { DATE_FORMAT } from '../../../shared/lib/format.ts';
import { useToast } from '../../../shared/ui/toast.ts';
import { personName } from './meeting-list.tsx';
import { ActionDialog } from '../../../shared/ui/action-dialog.tsx';
import './meetings.css';

/** The durations the form offers, in minutes (the contract allows 15 to 240). */
export const MEETING_DURATIONS = [30, 45, 60, 90, 120] as const;

/**
 * The ACTIVE mentorships a meeting may invite: a mentor's own (the API answers a mentor only theirs), or, for an
 * admin, those of `mentorId` (no call without one: an admin plans for one mentor at a time).
 */
export function useActiveMentorships({ mentorId, admin }: { mentorId?: string; admin?: boolean } = {}) {
  return mentorshipsResource.useList(
    { status: ['ACTIVE'], ...(mentorId ? { mentor: mentorId } : {}), pagination: false },
    { enabled: !admin || !!mentorId },
  );
}

/** The form's fields: the contract's, with the start split into a date and a time on Priština's clock. */
const FIELDS = [
  'attendees',
  'title',
  'description',
  'link',
  'startDate',
  'startTime',
  'durationMinutes',
] as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** What the form checks: the body, plus the time of day (sent inside `startDate`). */
const ZMeetingForm = ZMeetingWrite.extend({ startTime: z.string().regex(TIME) });
type TMeetingForm = z.infer<typeof ZMeetingForm>;

const dayText = (v: unknown) => (dayjs.isDayjs(v) && v.isValid() ? v.format('YYYY-MM-DD') : '');
const timeText = (v: unknown) => (dayjs.isDayjs(v) && v.isValid() ? v.format('HH:mm') : '');
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** Form values -> the contract's body: the date and time on Priština's clock become one instant with its offset. */
function toInput(values: Record<string, unknown>): Record<string, unknown> {
  const date = dayText(values.startDate);
  const time = timeText(values.startTime);
  // a date without a time: only the time is reported missing (the date is checked as given)
  const startDate = date ? programmeInstant(date, time || '00:00') : undefined;
  return {
    attendees: Array.isArray(values.attendees) ? values.attendees : [],
    title: text(values.title),
    description: text(values.description),
    // empty: 'required' (an empty text would read as a bad address)
    link: text(values.link) || undefined,
    startDate: startDate ?? undefined,
    startTime: time || undefined,
    durationMinutes: values.durationMinutes,
    emailLanguage: readerLanguage(),
  };
}

/** A meeting's values in the form (its start on Priština's clock). */
function initialValues(meeting: TMeeting | null | undefined, attendees: readonly string[]) {
  if (!meeting) return { attendees: [...attendees], durationMinutes: MEETING_DEFAULT_MINUTES };
  const wall = programmeWallClock(meeting.startDate);
  return {
    attendees: meeting.attendees.map((a) => a._id),
    title: meeting.title,
    description: meeting.description,
    link: meeting.link,
    startDate: wall ? dayjs(wall.date) : undefined,
    startTime: wall ? dayjs(`${wall.date}T${wall.time}`) : undefined,
    durationMinutes: meeting.durationMinutes,
  };
}

export interface MeetingFormDialogProps {
  /** Whether the dialog shows. */
  open: boolean;
  /** The meeting to edit; null or absent: a new meeting. */
  meeting?: TMeeting | null;
  /** Intern ids preselected in a new meeting (e.g. `?new=1&intern=<id>` or the mentorship page's intern). */
  defaultAttendees?: readonly string[];
  /** Admins plan for one mentor: their ACTIVE interns are offered. Mentors leave it out (their own are). */
  mentorId?: string;
  /** Whether the caller is an admin (then `mentorId` is needed to list interns). */
  admin?: boolean;
  onClose: () => void;
  /** After a successful save (the dialog has toasted; lists refetch by themselves). */
  onSaved?: (meeting: TMeeting) => void;
}

/**
 * Plan or edit a meeting (POST /meetings, PUT /meetings/:id) on the contract's `ZMeetingWrite`: attendees (the
 * mentor's ACTIVE interns), title, description, link (http or https), date and time on Kosovo's clock (sent as an
 * instant with that day's offset, summer time included) and a duration (60 minutes unless chosen). Server details
 * land on their fields (`notYourIntern` on attendees, `inThePast` on the date); success toasts and closes.
 */
export function MeetingFormDialog(props: MeetingFormDialogProps) {
  // a fresh form each time it opens (the initial values follow the meeting being edited)
  return props.open ? <MeetingFormModal {...props} /> : null;
}

function MeetingFormModal({
  meeting,
  defaultAttendees = [],
  mentorId,
  admin,
  onClose,
  onSaved,
}: MeetingFormDialogProps) {
  const { t } = useTranslation('meetings');
  const toast = useToast();
  const create = useCreateMeeting();
  const update = useUpdateMeeting();
  const pending = create.isPending || update.isPending;
  const labels = useFieldLabels('meetings', FIELDS);
  const mentorships = useActiveMentorships({ mentorId, admin });
  const editing = !!meeting;

  const cf = useContractForm<TMeetingForm>({
    schema: ZMeetingForm,
    labels,
    name: 'meeting',
    toInput,
    onSubmit: ({ startTime: _time, ...body }, { showServerError }) => {
      const done = (saved: TMeeting) => {
        toast.success(editing ? t('form.updated') : t('form.created'));
        onClose();
        onSaved?.(saved);
      };
      // an admin plans for the chosen mentor (the API needs whose meeting it is)
      const write: TMeetingWriteWeb = admin && mentorId && !meeting ? { ...body, mentorId } : body;
      if (meeting)
        update.mutate({ id: meeting._id, body: write }, { onSuccess: done, onError: showServerError });
      else create.mutate(write, { onSuccess: done, onError: showServerError });
    },
  });

  const options = useMemo(() => {
    const list = (mentorships.data?.docs ?? []).map((m: TMentorship) => ({
      value: m.intern._id,
      label: personName(m.intern),
    }));
    // an attendee whose mentorship has ended since stays named in an edited meeting
    for (const a of meeting?.attendees ?? [])
      if (!list.some((o) => o.value === a._id)) list.push({ value: a._id, label: personName(a) });
    return list;
  }, [mentorships.data, meeting]);

  const durations = useMemo(() => {
    const set = new Set<number>(MEETING_DURATIONS);
    if (meeting) set.add(meeting.durationMinutes);
    return [...set]
      .sort((a, b) => a - b)
      .map((m) => ({ value: m, label: t('form.minutes', { minutes: m }) }));
  }, [meeting, t]);

  const initial = useMemo(
    () => initialValues(meeting, defaultAttendees),
    // the dialog is mounted per opening: its first values are kept
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const today = programmeToday();
  const noInterns = mentorships.isSuccess && options.length === 0;

  return (
    <ActionDialog
      title={editing ? t('form.editTitle') : t('form.createTitle')}
      pending={pending}
      onClose={onClose}
      rootClassName="pk-meeting-dialog"
      cancelLabel={t('form.cancel')}
      confirmLabel={editing ? t('form.save') : t('form.plan')}
      onConfirm={() => cf.form.submit()}
      testId="save-meeting"
    >
      {noInterns && <Alert className="pk-meeting-hint" type="info" showIcon title={t('form.noInterns')} />}
      <Form {...cf.formProps} initialValues={initial}>
        <FormFields labels={cf.labels} rules={cf.rules}>
          <Field name="attendees">
            <Select
              mode="multiple"
              options={options}
              loading={mentorships.isLoading}
              placeholder={t('form.attendeesPlaceholder')}
              optionFilterProp="label"
            />
          </Field>
          <Field name="title">
            <Input maxLength={200} />
          </Field>
          <Field name="link">
            <Input type="url" inputMode="url" placeholder={t('form.linkPlaceholder')} />
          </Field>
          <div className="pk-meeting-row">
            <Field name="startDate">
              <DatePicker
                format={DATE_FORMAT}
                style={{ width: '100%' }}
                // greyed, not disabled: a typed past day stays, and the answer's inThePast names the problem
                cellRender={greyOutDays((day) => day < today)}
              />
            </Field>
            <Field name="startTime">
              <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} style={{ width: '100%' }} />
            </Field>
            <Field name="durationMinutes">
              <Select options={durations} />
            </Field>
          </div>
          <p className="pk-meeting-hint">{t('form.timeHint')}</p>
          <Field name="description">
            <Input.TextArea rows={3} maxLength={4000} />
          </Field>
        </FormFields>
      </Form>
    </ActionDialog>
  );
}
