import { useState } from 'react';
import { Button, DatePicker, Modal, Segmented, Select } from 'antd';
import { CalendarOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { MEETING_STATES, type TMeeting, type TMeetingState } from '@praktika/contracts/mentoring';
import {
  addDays,
  isCalendarDate,
  mondayOf,
  programmeInstant,
  programmeToday,
} from '@praktika/contracts/dates';
import { useListUrlState } from '../../../shared/admin/use-list-url-state.ts';
import { meetingsResource, type TMeetingsQueryWeb } from '../api/mentoring.ts';
import { DATE_FORMAT } from '../../../shared/lib/format.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { MeetingActions } from '../components/meeting-actions.tsx';
import { MeetingFormDialog, useActiveMentorships } from '../components/meeting-form.tsx';
import { MeetingList, personName } from '../components/meeting-list.tsx';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { ListPager } from '../../../shared/ui/list-pager.tsx';
import { MentorFilter } from '../../../entities/people/party-filters.tsx';
import { WeekView } from './week-view.tsx';
import '../../../shared/admin/admin.css';
import './meetings.css';

export type MeetingsView = 'list' | 'week';
const PAGE_SIZES = [10, 20, 50] as const;

/** The day after `date` at midnight in Priština, as an instant (the end of a range that includes `date`). */
const endOfDay = (date: string) => programmeInstant(addDays(date, 1), '00:00') ?? undefined;
const dayParam = (v: string) => (isCalendarDate(v) ? v : '');

/**
 * `/dashboard/mentorshipMeetings`: the mentor's meetings (admins: everyone's, with a mentor filter) as a paged
 * list or a week, the view and every filter in the URL (`view`, `intern`, `state`, `from`, `to`, `mentor`,
 * `week`, `page`, `size`); "Plan a meeting" opens the form, and `?new=1&intern=<id>` opens it with that intern.
 */
export function MeetingsPage() {
  const { t } = useTranslation('meetings');
  usePageTitle('meetings:page.title');
  const session = useSession();
  const admin = session?.role === 'admin';
  const url = useListUrlState({ sizes: PAGE_SIZES, defaultSize: 10 });
  const view: MeetingsView = url.text('view') === 'week' ? 'week' : 'list';
  const intern = url.text('intern');
  const mentor = admin ? url.text('mentor') : '';
  const state = url
    .list('state')
    .filter((s): s is TMeetingState => (MEETING_STATES as readonly string[]).includes(s));
  const from = dayParam(url.text('from'));
  const to = dayParam(url.text('to'));
  const week = mondayOf(dayParam(url.text('week')) || programmeToday());
  const creating = url.text('new') === '1';

  const [editing, setEditing] = useState<TMeeting | null>(null);
  const [viewing, setViewing] = useState<TMeeting | null>(null);
  const mentorships = useActiveMentorships({ mentorId: mentor || undefined, admin });

  const filters: TMeetingsQueryWeb = {
    ...(intern ? { interns: [intern] } : {}),
    ...(mentor ? { mentors: [mentor] } : {}),
    ...(state.length ? { availability: state } : {}),
  };
  const listQuery: TMeetingsQueryWeb =
    view === 'list'
      ? {
          ...filters,
          page: url.page,
          limit: url.size,
          ...(from ? { startDate: programmeInstant(from, '00:00') ?? undefined } : {}),
          ...(to ? { endDate: endOfDay(to) } : {}),
        }
      : {
          ...filters,
          pagination: false,
          startDate: programmeInstant(week, '00:00') ?? undefined,
          endDate: programmeInstant(addDays(week, 7), '00:00') ?? undefined,
        };
  const list = meetingsResource.useList(listQuery);

  const internOptions = (mentorships.data?.docs ?? []).map((m) => ({
    value: m.intern._id,
    label: personName(m.intern),
  }));
  const filtered = !!(intern || state.length || from || to || mentor);
  const canPlan = !admin || !!mentor;

  const open = (m: TMeeting) => (m.state === 'UPCOMING' ? setEditing(m) : setViewing(m));
  const closeForm = () => {
    setEditing(null);
    if (creating) url.patch({ new: undefined, page: url.page });
  };
  const actions = (m: TMeeting) => <MeetingActions meeting={m} onEdit={setEditing} />;

  return (
    <div className="pk-dash-page pk-meetings-page">
      <div className="pk-admin-head">
        <h1 className="pk-dash-h1">{t('page.title')}</h1>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          disabled={!canPlan}
          onClick={() => url.patch({ new: 1, page: url.page })}
        >
          {t('page.plan')}
        </Button>
      </div>
      <p className="pk-meetings-intro">{admin && !mentor ? t('page.pickMentor') : t('page.intro')}</p>
      <div className="pk-card pk-admin-card">
        <div className="pk-meetings-toolbar">
          <Segmented<MeetingsView>
            aria-label={t('page.view')}
            value={view}
            onChange={(v) => url.patch({ view: v === 'week' ? 'week' : undefined })}
            options={[
              { value: 'list', label: t('page.viewList'), icon: <UnorderedListOutlined aria-hidden /> },
              { value: 'week', label: t('page.viewWeek'), icon: <CalendarOutlined aria-hidden /> },
            ]}
          />
        </div>
        <div className="pk-admin-filters" role="search" aria-label={t('page.filters')}>
          {admin && (
            <MentorFilter
              className="pk-admin-filter"
              label={t('page.mentor')}
              value={mentor || undefined}
              onChange={(v) => url.patch({ mentor: v, intern: undefined })}
            />
          )}
          <Select<string>
            className="pk-admin-filter"
            allowClear
            aria-label={t('page.intern')}
            placeholder={t('page.intern')}
            value={intern || undefined}
            onChange={(v) => url.patch({ intern: v })}
            options={internOptions}
            loading={mentorships.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
          />
          <Select<TMeetingState[]>
            className="pk-admin-filter"
            mode="multiple"
            allowClear
            aria-label={t('page.state')}
            placeholder={t('page.state')}
            value={state}
            onChange={(v) => url.patch({ state: v.join(',') })}
            options={MEETING_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
          />
          {view === 'list' && (
            <>
              <DatePicker
                className="pk-admin-filter"
                format={DATE_FORMAT}
                aria-label={t('page.from')}
                placeholder={t('page.from')}
                value={from ? dayjs(from) : null}
                onChange={(d) => url.patch({ from: d ? d.format('YYYY-MM-DD') : undefined })}
              />
              <DatePicker
                className="pk-admin-filter"
                format={DATE_FORMAT}
                aria-label={t('page.to')}
                placeholder={t('page.to')}
                value={to ? dayjs(to) : null}
                onChange={(d) => url.patch({ to: d ? d.format('YYYY-MM-DD') : undefined })}
              />
            </>
          )}
          {filtered && (
            <Button
              type="link"
              onClick={() =>
                url.patch({
                  intern: undefined,
                  state: undefined,
                  from: undefined,
                  to: undefined,
                  mentor: undefined,
                })
              }
            >
              {t('common:actions.resetFilters')}
            </Button>
          )}
        </div>
        {list.isError ? (
          <ListError error={list.error} onRetry={() => void list.refetch()} />
        ) : view === 'week' ? (
          <WeekView
            monday={week}
            meetings={list.data?.docs ?? []}
            loading={list.isLoading}
            onWeek={(monday) => url.patch({ week: monday ?? undefined })}
            onOpen={open}
          />
        ) : (
          <>
            <MeetingList
              meetings={list.data?.docs ?? []}
              loading={list.isLoading}
              showMentor={admin}
              emptyText={filtered ? t('list.emptyFiltered') : t('list.empty')}
              actions={actions}
              headingLevel={2}
            />
            {list.data && (
              <ListPager
                className="pk-meetings-pager"
                list={list.data}
                pageSize={url.size}
                onPage={(page) => url.patch({ page })}
              />
            )}
          </>
        )}
      </div>
      <MeetingFormDialog
        open={creating || editing !== null}
        meeting={editing}
        defaultAttendees={creating && intern ? [intern] : []}
        mentorId={mentor || undefined}
        admin={admin}
        onClose={closeForm}
      />
      <Modal
        open={viewing !== null}
        title={viewing?.title}
        onCancel={() => setViewing(null)}
        footer={null}
        destroyOnHidden
      >
        {viewing && (
          <MeetingList
            meetings={[viewing]}
            showMentor={admin}
            actions={(m) => <MeetingActions meeting={m} />}
            headingLevel={3}
          />
        )}
      </Modal>
    </div>
  );
}
