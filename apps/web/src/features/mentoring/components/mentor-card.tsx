import type { ReactNode } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

import type { TMentorship } from '@praktika/contracts/mentoring';
import { useFileUrl } from '../../../shared/hooks/use-file-url.ts';
import { catalogueName, useLanguage } from '../../../shared/ui/catalogue-select.tsx';
import { initialOf } from '../../../entities/people/mentor-avatar.tsx';
import { MentorshipStatusTag, personName } from './mentoring-view.tsx';
import './mentoring.css';
import { shownLanguageName } from '../../../shared/lib/language-names.ts';

type TPerson = Pick<TMentorship['mentor'], 'name' | 'lastName' | 'photo'>;

/** A person's photo (a private file, fetched with the session's token) or a round initial while there is none. */
export function PersonPhoto({ person, size = 72 }: { person: TPerson; size?: number }) {
  const { t } = useTranslation('mentoring');
  const src = useFileUrl(person.photo);
  const style = { width: size, height: size };
  if (src)
    return (
      <img
        className="pk-mentoring-photo"
        src={src}
        alt={t('person.photo', { name: personName(person) })}
        width={size}
        height={size}
        style={style}
      />
    );
  return (
    <span
      className="pk-mentoring-photo pk-mentoring-initial"
      aria-hidden
      style={{ ...style, fontSize: Math.round(size * 0.42) }}
    >
      {initialOf(person.name)}
    </span>
  );
}

/** Term and description rows of a person card (rows without a value are left out). */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="pk-mentoring-facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A person card's shell: photo, name at the page's heading level, tags, facts and, when given, actions. */
function PersonCard({
  testId,
  person,
  headingLevel,
  tags,
  rows,
  actions,
}: {
  testId: string;
  person: TPerson;
  headingLevel: 2 | 3;
  tags: ReactNode;
  rows: [string, ReactNode][];
  actions?: ReactNode;
}) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="pk-card pk-mentoring-person" data-testid={testId}>
      <PersonPhoto person={person} />
      <div className="pk-mentoring-person-body">
        <H className="pk-mentoring-person-name">{personName(person)}</H>
        {tags}
        <Facts rows={rows} />
        {actions && <div className="pk-mentoring-actions">{actions}</div>}
      </div>
    </article>
  );
}

/**
 * The mentor's card (the intern's /myMentor, the admin's views): photo, name, job, languages, municipality,
 * e-mail and, when given, the mentorship's status (PENDING reads "Waiting for the mentor to confirm").
 * `headingLevel` fits the page's outline; `actions` go below the facts.
 */
export function MentorCard({
  mentor,
  status,
  headingLevel = 2,
  actions,
}: {
  mentor: TMentorship['mentor'];
  status?: TMentorship['status'];
  headingLevel?: 2 | 3;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('mentoring');
  const lang = useLanguage();
  const rows: [string, ReactNode][] = [];
  if (mentor.job) rows.push([t('person.job'), mentor.job]);
  if (mentor.languages.length)
    rows.push([t('person.languages'), mentor.languages.map((l) => shownLanguageName(l, lang)).join(', ')]);
  if (mentor.municipality) rows.push([t('person.municipality'), catalogueName(mentor.municipality, lang)]);
  rows.push([t('person.email'), <a href={`mailto:${mentor.email}`}>{mentor.email}</a>]);
  return (
    <PersonCard
      testId="mentor-card"
      person={mentor}
      headingLevel={headingLevel}
      tags={status && <MentorshipStatusTag status={status} />}
      rows={rows}
      actions={actions}
    />
  );
}

/** The intern's card (the mentor's detail page, the admin's views): photo, name, minor tag, municipality, e-mail. */
export function InternCard({
  intern,
  headingLevel = 2,
  actions,
}: {
  intern: TMentorship['intern'];
  headingLevel?: 2 | 3;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('mentoring');
  const lang = useLanguage();
  const rows: [string, ReactNode][] = [];
  if (intern.municipality) rows.push([t('person.municipality'), catalogueName(intern.municipality, lang)]);
  // an invitation shares no e-mail yet (issue 17)
  if (intern.email) rows.push([t('person.email'), <a href={`mailto:${intern.email}`}>{intern.email}</a>]);
  return (
    <PersonCard
      testId="intern-card"
      person={intern}
      headingLevel={headingLevel}
      tags={
        intern.minor && (
          <Tag color="orange" className="pk-mentoring-tag">
            {t('person.minor')}
          </Tag>
        )
      }
      rows={rows}
      actions={actions}
    />
  );
}

/** Both people of a mentorship side by side (stacked on phones): for admins, who see neither as themselves. */
export function MentorshipPeople({ mentorship }: { mentorship: TMentorship }) {
  return (
    <div className="pk-mentoring-people">
      <InternCard intern={mentorship.intern} headingLevel={3} />
      <MentorCard mentor={mentorship.mentor} status={mentorship.status} headingLevel={3} />
    </div>
  );
}
