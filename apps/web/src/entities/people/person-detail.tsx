import type { ReactNode } from 'react';
import { Button, Space, Tag } from 'antd';
import { ArrowLeftOutlined, LockOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { TCatalogueRef } from '@praktika/contracts/accounts';
import type { TLanguage } from '@praktika/contracts/common';
import { type TEducation, type TExperience, type TInternCv } from '@praktika/contracts/cv';
import { useSetActive, type TPeopleType } from './api.ts';
import { ApiError } from '../../shared/lib/api-client.ts';
import { formatDate } from '../../shared/lib/format.ts';
import { useLanguage } from '../../shared/ui/catalogue-select.tsx';
import { LinkButton } from '../../shared/ui/link-button.tsx';
import { ListError } from '../../shared/ui/list-error.tsx';
import { PageLoader } from '../../shared/ui/page-loader.tsx';
import { useConfirmAction, type ConfirmRequest } from '../../shared/ui/confirm-action.tsx';
import './person-detail.css';
import { shownText } from '../../shared/lib/shown-text.ts';
import { shownLanguageName } from '../../shared/lib/language-names.ts';

/** One catalogue item's name in the language, or a dash. */
export const refName = (ref: TCatalogueRef | null | undefined, lang: TLanguage): string =>
  ref ? shownText(ref[`${lang}Name`] || ref.enName, lang) : '—';
/** Several catalogue items, comma-separated, or a dash. */
export const refNames = (refs: TCatalogueRef[], lang: TLanguage): string =>
  refs.length ? refs.map((r) => refName(r, lang)).join(', ') : '—';
/** A text or a dash. */
export const orDash = (v: string | null | undefined): string => (v && v.trim() ? v : '—');

/** Label and value pairs as a description list (one column on phones, two from 700 px). */
export function Facts({ items, label }: { items: Array<[string, ReactNode]>; label?: string }) {
  return (
    <dl className="pk-users-facts" aria-label={label}>
      {items.map(([term, value]) => (
        <div key={term} className="pk-users-fact">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled card of the detail page; `sensitive` marks data only the person and admins may see. */
export function DetailSection({
  title,
  sensitive,
  children,
}: {
  title: string;
  sensitive?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('users');
  const id = `pk-users-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section
      className={`pk-card pk-users-section${sensitive ? ' pk-users-sensitive' : ''}`}
      aria-labelledby={id}
    >
      <h2 id={id} className="pk-users-h2">
        {sensitive && <LockOutlined aria-hidden />} {title}
      </h2>
      {sensitive && <p className="pk-users-sensitive-note">{t('detail.sensitiveNote')}</p>}
      {children}
    </section>
  );
}

/** The activity tag of an account. */
export function ActiveTag({ active }: { active: boolean }) {
  const { t } = useTranslation('users');
  return active ? (
    <Tag>{t('status.active')}</Tag>
  ) : (
    <Tag className="pk-users-tag-off">{t('status.inactive')}</Tag>
  );
}

/**
 * A person's detail page: back to the list's tab, the title, tags, the account actions (each opens its
 * confirmation), and the record's sections; loading and a failed load (with retry) in its place.
 */
export function PersonDetail<T>({
  query,
  tab,
  title,
  tags,
  actions,
  children,
}: {
  query: UseQueryResult<T>;
  /** The users tab the back link returns to. */
  tab: string;
  title: (record: T) => string;
  tags: (record: T) => ReactNode;
  actions: (record: T) => ReactNode;
  children: (record: T) => ReactNode;
}) {
  const { t } = useTranslation('users');
  const back = (
    <LinkButton to={`/dashboard/users?tab=${tab}`} type="link" icon={<ArrowLeftOutlined aria-hidden />}>
      {t('back')}
    </LinkButton>
  );
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <div className="pk-dash-page pk-users-detail">
        {back}
        <ListError error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  const record = query.data;
  return (
    <div className="pk-dash-page pk-users-detail">
      {back}
      <h1 className="pk-dash-h1">{title(record)}</h1>
      <Space size={4} wrap className="pk-users-tags">
        {tags(record)}
      </Space>
      <div className="pk-users-actions" role="group" aria-label={t('detail.actions')}>
        {actions(record)}
      </div>
      {children(record)}
    </div>
  );
}

/** An action button that asks for `request`'s confirmation before it runs (the button is named by its label). */
export function ConfirmRequestButton({ request }: { request: ConfirmRequest }) {
  const confirm = useConfirmAction();
  return (
    <>
      <Button danger={request.danger} onClick={() => confirm.ask(request)} className="pk-users-danger">
        {request.confirmLabel}
      </Button>
      {confirm.dialog}
    </>
  );
}

/**
 * Activate or Deactivate the account, after a confirmation (deactivation ends the person's sessions at once).
 * An admin's own account cannot be deactivated (`ownAccount`, explained in the dialog).
 */
export function ActiveButton({
  type,
  id,
  active,
  name,
}: {
  type: TPeopleType;
  id: string;
  active: boolean;
  name: string;
}) {
  const { t } = useTranslation('users');
  const setActive = useSetActive(type);
  const next = !active;
  return (
    <ConfirmRequestButton
      request={{
        title: t(next ? 'actions.activateTitle' : 'actions.deactivateTitle', { name }),
        text: t(next ? 'actions.activateText' : 'actions.deactivateText', { name }),
        confirmLabel: t(next ? 'actions.activate' : 'actions.deactivate'),
        danger: !next,
        run: () => setActive.mutateAsync({ id, active: next }),
        success: t(next ? 'actions.activated' : 'actions.deactivated'),
        explain: (err) =>
          err instanceof ApiError && err.details.some((d) => d.issue === 'ownAccount')
            ? t('actions.ownAccount')
            : null,
      }}
    />
  );
}

/** A CV row's period: start – end, or "current". */
const period = (start: string, end: string | null, current: boolean, t: TFunction) =>
  `${formatDate(start)} – ${current || !end ? t('users:detail.current') : formatDate(end)}`;

export function EducationRows({ rows }: { rows: TEducation[] }) {
  const { t } = useTranslation('users');
  const lang = useLanguage();
  if (!rows.length) return <p>{t('detail.noRows')}</p>;
  return (
    <ol className="pk-users-rows">
      {rows.map((e) => (
        <li key={e._id}>
          <h3 className="pk-users-h3">
            {e.institution
              ? refName(e.institution, lang)
              : t('detail.notListedInstitution', { name: orDash(e.otherInstitution) })}
          </h3>
          <Facts
            items={[
              [t('fields.period'), period(e.startDate, e.endDate, e.currentlyStudying, t)],
              [t('fields.educationType'), t(`educationTypes.${e.type}`)],
              [t('fields.fieldOfStudy'), orDash(e.fieldOfStudy)],
              [
                t('fields.municipality'),
                [refName(e.municipality, lang), refName(e.country, lang)]
                  .filter((v) => v !== '—')
                  .join(', ') || '—',
              ],
            ]}
          />
        </li>
      ))}
    </ol>
  );
}

export function ExperienceRows({ rows }: { rows: TExperience[] }) {
  const { t } = useTranslation('users');
  if (!rows.length) return <p>{t('detail.noRows')}</p>;
  return (
    <ol className="pk-users-rows">
      {rows.map((x) => (
        <li key={x._id}>
          <h3 className="pk-users-h3">
            {x.title} · {t(`experienceTypes.${x.type}`)}
          </h3>
          <Facts
            items={[
              [t('fields.company'), x.company],
              [t('fields.period'), period(x.startDate, x.endDate, x.currentlyWorking, t)],
              [t('fields.location'), orDash(x.location)],
            ]}
          />
          {x.description && <p className="pk-users-text">{x.description}</p>}
        </li>
      ))}
    </ol>
  );
}

/** A CV's languages, each with its speaking and writing level. */
export function LanguageRows({ rows }: { rows: TInternCv['languages'] }) {
  const { t } = useTranslation('users');
  const lang = useLanguage();
  if (!rows.length) return <p>{t('detail.noRows')}</p>;
  return (
    <Facts
      items={rows.map((l) => [
        shownLanguageName(l.language, lang),
        `${t('fields.speaking')}: ${t(`levels.${l.speakingLevel}`)} · ${t('fields.writing')}: ${t(
          `levels.${l.writingLevel}`,
        )}`,
      ])}
    />
  );
}

/** A CV's education, experience and languages, a section each (the admin's and the organisation's intern pages). */
export function CvHistorySections({ cv }: { cv: Pick<TInternCv, 'education' | 'experience' | 'languages'> }) {
  const { t } = useTranslation('users');
  return (
    <>
      <DetailSection title={t('detail.education')}>
        <EducationRows rows={cv.education} />
      </DetailSection>
      <DetailSection title={t('detail.experience')}>
        <ExperienceRows rows={cv.experience} />
      </DetailSection>
      <DetailSection title={t('detail.languages')}>
        <LanguageRows rows={cv.languages} />
      </DetailSection>
    </>
  );
}
