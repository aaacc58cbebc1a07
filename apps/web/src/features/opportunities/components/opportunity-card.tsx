import { Fragment } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { displayDate } from '@praktika/contracts/dates';
import type { TCatalogueRef } from '@praktika/contracts/accounts';
import type { TOpportunityKind } from '@praktika/contracts/opportunities';
import {
  opportunityBody,
  opportunityTitle,
  type TJobItem,
  type TTrainingItem,
} from '../api/opportunities.ts';
import { catalogueName, useLanguage } from '../../../shared/ui/catalogue-select.tsx';
import { LinkButton } from '../../../shared/ui/link-button.tsx';
import { MatchSummary } from './match-reasons.tsx';
import { plainExcerpt } from '../../../shared/ui/rich-text.tsx';
import { detailHref, publishedDate } from '../lib/opportunity-view.ts';
import { OrganisationLogo } from './organisation-logo.tsx';
import { Fact } from './fact.tsx';
import { VerifiedBadge } from './verified-badge.tsx';

/**
 * An e-mail address that may wrap only before its "@" and its dots (never inside a word): the parts with a <wbr>
 * between them. The card's fact spans the whole row, so most addresses fit on one line.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

function Chips({ items, label }: { items: TCatalogueRef[]; label: string }) {
  const lang = useLanguage();
  if (items.length === 0) return null;
  return (
    <ul className="pk-opp-chips" aria-label={label}>
      {items.map((item) => (
        <li key={item._id}>
          <Tag>{catalogueName(item, lang)}</Tag>
        </li>
      ))}
    </ul>
  );
}

/**
 * One posting or training in a list (platform-core.md §2): logo (or the default image), title, organisation name,
 * the body as plain text, the organisation's e-mail, municipality, categories, skills, engagement length (training
 * length for a job with training; start and end for a training), published date and deadline (DD/MM/YYYY), and
 * View details -> `/jobs/{id}?page={page}`. In matched mode the match's score and reasons.
 */
export function OpportunityCard({
  kind,
  item,
  page,
  from,
}: {
  kind: TOpportunityKind;
  item: TJobItem | TTrainingItem;
  /** The list's page (travels to the detail page for its back link). */
  page: number;
  /** The list's own URL (path + query), for the detail page's back link. */
  from: string;
}) {
  const { t } = useTranslation('opportunities');
  const lang = useLanguage();
  const title = opportunityTitle(item);
  const job = 'title' in item ? item : null;
  const training = 'name' in item ? item : null;
  return (
    <li className="pk-card pk-opp-card" data-testid="opportunity-card">
      <div className="pk-opp-card-head">
        <OrganisationLogo business={item.business} />
        <div className="pk-opp-card-titles">
          <h2 className="pk-opp-card-title">{title}</h2>
          <p className="pk-opp-card-org">{item.business.businessName}</p>
          <VerifiedBadge verified={item.business.verified} />
        </div>
      </div>
      {item.match && <MatchSummary match={item.match} compact />}
      <p className="pk-opp-card-text">{plainExcerpt(opportunityBody(item), 160)}</p>
      <dl className="pk-opp-facts">
        <div className="pk-opp-fact-wide">
          <dt>{t('card.email')}</dt>
          <dd className="pk-opp-email" title={item.business.email}>
            <EmailText email={item.business.email} />
          </dd>
        </div>
        <Fact term={t('card.municipality')}>{catalogueName(item.municipality, lang)}</Fact>
        {job && (
          <Fact term={t('card.engagement')}>{t('card.months', { count: job.lengthOfEngagement || 3 })}</Fact>
        )}
        {job?.training && job.trainingLength ? (
          <Fact term={t('card.trainingLength')}>{t('card.weeks', { count: job.trainingLength })}</Fact>
        ) : null}
        {training && (
          <Fact term={t('card.runs')}>
            {displayDate(training.startDate)} – {displayDate(training.endDate)}
          </Fact>
        )}
        <Fact term={t('card.published')}>{publishedDate(item.createdAt)}</Fact>
        <Fact term={t('card.deadline')}>{displayDate(item.deadline)}</Fact>
      </dl>
      <Chips items={item.categories} label={t('card.categories')} />
      <Chips items={item.skills} label={t('card.skills')} />
      <LinkButton
        type="primary"
        className="pk-opp-card-open"
        to={detailHref(kind, item._id, page)}
        state={{ from }}
        aria-label={t('card.viewNamed', { title })}
      >
        {t('card.view')}
      </LinkButton>
    </li>
  );
}

/** A grey card in the shape of a real one while the list loads. */
export function OpportunityCardSkeleton() {
  return (
    <li className="pk-card pk-opp-card pk-opp-skeleton" data-testid="opportunity-skeleton" aria-hidden>
      <div className="pk-opp-card-head">
        <span className="pk-skel pk-skel-logo" />
        <div className="pk-opp-card-titles">
          <span className="pk-skel pk-skel-line" style={{ width: '80%' }} />
          <span className="pk-skel pk-skel-line" style={{ width: '50%' }} />
        </div>
      </div>
      <span className="pk-skel pk-skel-line" />
      <span className="pk-skel pk-skel-line" />
      <span className="pk-skel pk-skel-line" style={{ width: '60%' }} />
      <span className="pk-skel pk-skel-button" />
    </li>
  );
}
