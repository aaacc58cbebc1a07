import { useState, type ReactNode } from 'react';
import { Button, Empty, Input, Popover, Radio, Spin, Tag } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

import type { TLanguage } from '@praktika/contracts/common';
import {
  MENTOR_MAX_INTERNS,
  type TAssignmentMatch,
  type TMentorship,
  type TMentorshipProgress,
  type TMentorshipStatus,
} from '@praktika/contracts/mentoring';
import { formatDate } from '../../../shared/lib/format.ts';
import { AssignmentReasons } from '../components/assignment-reasons.tsx';
import { catalogueName, useLanguage } from '../../../shared/ui/catalogue-select.tsx';
import { ListError } from '../../../shared/ui/list-error.tsx';
import './mentor-admin.css';
import { shownLanguageName } from '../../../shared/lib/language-names.ts';

/** The admin's pages of mentoring (hidden dashboard routes and the other helper's detail page). */
export const mentorAdminPath = {
  internsAssigned: (mentorId: string) => `/dashboard/internsAssigned/${encodeURIComponent(mentorId)}`,
  detail: (mentorshipId: string) => `/dashboard/mentorshipDetail/${encodeURIComponent(mentorshipId)}`,
  intern: (internId: string) => `/dashboard/internDetail/${encodeURIComponent(internId)}`,
  mentorProfile: (mentorId: string) => `/dashboard/mentorDetail/${encodeURIComponent(mentorId)}`,
};

export const personName = (p: { name: string; lastName: string }) => `${p.name} ${p.lastName}`;

/** Language codes by their names in the UI language, comma-separated (a dash for none). */
export const languageNames = (codes: readonly string[], lang: TLanguage) =>
  codes.length ? codes.map((c) => shownLanguageName(c, lang)).join(', ') : '—';

/** "01/12/2026 – 01/03/2027", or "dates not set". */
export const internshipDates = (
  a: { startDate: string | null; endDate: string | null },
  t: TFunction,
): string =>
  a.startDate && a.endDate
    ? `${formatDate(a.startDate)} – ${formatDate(a.endDate)}`
    : t('mentorAdmin:noDates');

const STATUS_CLASS: Record<TMentorshipStatus, string> = {
  PENDING: 'pk-ma-tag-wait',
  ACTIVE: 'pk-ma-tag-ok',
  DECLINED: 'pk-ma-tag-off',
  ENDED: 'pk-ma-tag-muted',
  INVITED: 'pk-ma-tag-wait',
};

export function MentorshipStatusTag({ status }: { status: TMentorshipStatus }) {
  const { t } = useTranslation('mentorAdmin');
  return <Tag className={`pk-ma-tag ${STATUS_CLASS[status]}`}>{t(`statuses.${status}`)}</Tag>;
}

/** Held over planned meetings, with a "Behind" tag when fewer were held than are due by now. */
export function ProgressCell({ progress }: { progress: TMentorshipProgress }) {
  const { t } = useTranslation('mentorAdmin');
  return (
    <span className="pk-ma-progress" title={t('progress.label', progress)}>
      <span aria-label={t('progress.label', progress)}>{t('progress.count', progress)}</span>
      {progress.behind && (
        <Tag className="pk-ma-tag pk-ma-tag-behind" data-testid="behind-tag">
          {t('progress.behind')}
        </Tag>
      )}
    </span>
  );
}

/**
 * How a candidate mentor fits the intern (the assign dialog, when the mentors list carries the ranking), as chips:
 * the score, shared fields of interest and skills by name, the same municipality, the shared languages, the
 * mentor's load and whether the lower load would decide among equally good mentors. A stored mentorship's
 * reasons use the shared `AssignmentReasons` (features/mentoring/components).
 */
export function MatchChips({ match }: { match: TAssignmentMatch | null }) {
  const { t } = useTranslation('mentorAdmin');
  const lang = useLanguage();
  if (!match) return <p className="pk-ma-muted">{t('reasons.noMatch')}</p>;
  const r = match.reasons;
  const chips: { key: string; text: string; tone: string }[] = [
    ...r.categories.map((c) => ({
      key: `c-${c._id}`,
      text: t('reasons.category', { name: catalogueName(c, lang) }),
      tone: 'field',
    })),
    ...r.skills.map((s) => ({
      key: `s-${s._id}`,
      text: t('reasons.skill', { name: catalogueName(s, lang) }),
      tone: 'skill',
    })),
  ];
  if (r.municipality) chips.push({ key: 'm', text: t('reasons.municipality'), tone: 'place' });
  if (r.languages.length)
    chips.push({
      key: 'l',
      text: t('reasons.languages', { languages: languageNames(r.languages, lang) }),
      tone: 'place',
    });
  chips.push({
    key: 'load',
    text: t('reasons.load', { load: r.load, max: MENTOR_MAX_INTERNS }),
    tone: 'load',
  });
  if (r.spreadLoad) chips.push({ key: 'spread', text: t('reasons.spreadLoad'), tone: 'load' });
  return (
    <div className="pk-ma-reasons" data-testid="candidate-reasons">
      <span className="pk-ma-score">{t('reasons.score', { score: Math.round(match.score) })}</span>
      {r.categories.length + r.skills.length === 0 && (
        <span className="pk-ma-muted">{t('reasons.none')}</span>
      )}
      <ul className="pk-ma-chips">
        {chips.map((c) => (
          <li key={c.key}>
            <Tag className={`pk-ma-chip pk-ma-chip-${c.tone}`}>{c.text}</Tag>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "Automatically" / "By an admin", and a button that shows why this mentor (click or keyboard; hover too). */
export function AssignedByCell({ mentorship }: { mentorship: TMentorship }) {
  const { t } = useTranslation('mentorAdmin');
  const [open, setOpen] = useState(false);
  const names = { mentor: personName(mentorship.mentor), intern: personName(mentorship.intern) };
  return (
    <span className="pk-ma-assigned">
      <span>{t(`assignedBy.${mentorship.assignedBy}`)}</span>
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger={['hover', 'click']}
        title={t('reasons.whyFor', names)}
        content={
          <div className="pk-ma-popover">
            <AssignmentReasons mentorship={mentorship} />
          </div>
        }
      >
        <Button
          type="link"
          size="small"
          icon={<InfoCircleOutlined aria-hidden />}
          aria-label={t('reasons.whyFor', names)}
          aria-expanded={open}
          className="pk-ma-why"
        >
          {t('reasons.why')}
        </Button>
      </Popover>
    </span>
  );
}

/** The mentor's name, linking to their interns (internsAssigned). */
export function MentorLink({ mentor }: { mentor: TMentorship['mentor'] }) {
  return <Link to={mentorAdminPath.internsAssigned(mentor._id)}>{personName(mentor)}</Link>;
}

/** What the candidate picker needs of a list query (a resource's `useList`). */
interface CandidateQuery {
  isError: boolean;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The assign dialogs' list to pick one from: an optional search box, then the candidates as radio buttons (each
 * labelled by its name), or the list's loading, error or empty state.
 */
export function CandidatePicker<T extends { _id: string }>({
  search,
  query,
  items,
  label,
  empty,
  value,
  onPick,
  nameOf,
  children,
}: {
  search?: { value: string; onChange: (v: string) => void; label: string };
  query: CandidateQuery;
  items: T[];
  /** The radio group's accessible name. */
  label: string;
  empty: string;
  value: string | null;
  onPick: (item: T) => void;
  nameOf: (item: T) => string;
  /** The row's content. */
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      {search && (
        <Input.Search
          allowClear
          value={search.value}
          onChange={(e) => search.onChange(e.target.value)}
          placeholder={search.label}
          aria-label={search.label}
        />
      )}
      {query.isError ? (
        <ListError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <Spin className="pk-ma-candidates" />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
      ) : (
        <Radio.Group
          className="pk-ma-candidates"
          aria-label={label}
          value={value}
          onChange={(e) => {
            const item = items.find((x) => x._id === e.target.value);
            if (item) onPick(item);
          }}
        >
          {items.map((item) => (
            <Radio key={item._id} value={item._id} className="pk-ma-candidate" aria-label={nameOf(item)}>
              {children(item)}
            </Radio>
          ))}
        </Radio.Group>
      )}
    </>
  );
}
