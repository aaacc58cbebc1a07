import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

import type { TMentorship } from '@praktika/contracts/mentoring';
import { catalogueName, useLanguage } from '../../../shared/ui/catalogue-select.tsx';
import './mentoring.css';
import { shownLanguageName } from '../../../shared/lib/language-names.ts';

/**
 * Why a mentor was assigned (the mentorship's stored `match`), as chips: shared fields and skills, the same
 * municipality, the shared languages, the mentor's load then and whether the lower load decided; with how it was
 * assigned (automatically or by an admin) and the score.
 */
export function AssignmentReasons({ mentorship }: { mentorship: Pick<TMentorship, 'match' | 'assignedBy'> }) {
  const { t } = useTranslation('mentoring');
  const lang = useLanguage();
  const match = mentorship.match;
  const chips: { key: string; text: string; color?: string }[] = [];
  if (match) {
    const r = match.reasons;
    for (const c of r.categories)
      chips.push({
        key: `c-${c._id}`,
        text: t('detail.category', { name: catalogueName(c, lang) }),
        color: 'blue',
      });
    for (const s of r.skills)
      chips.push({
        key: `s-${s._id}`,
        text: t('detail.skill', { name: catalogueName(s, lang) }),
        color: 'geekblue',
      });
    if (r.municipality) chips.push({ key: 'm', text: t('detail.municipality'), color: 'green' });
    for (const l of r.languages)
      chips.push({
        key: `l-${l}`,
        text: t('detail.language', { name: shownLanguageName(l, lang) }),
        color: 'purple',
      });
    chips.push({ key: 'load', text: t('detail.load', { load: r.load }) });
    if (r.spreadLoad) chips.push({ key: 'spread', text: t('detail.spreadLoad'), color: 'gold' });
  }
  return (
    <div className="pk-mentoring-reasons" data-testid="assignment-reasons">
      <p className="pk-mentoring-muted">
        {t(`assignedBy.${mentorship.assignedBy}`)}
        {match && ` · ${t('detail.score', { score: Math.round(match.score) })}`}
      </p>
      {chips.length === 0 ? (
        <p className="pk-mentoring-muted">{t('detail.noReasons')}</p>
      ) : (
        <ul className="pk-mentoring-chips" aria-label={t('detail.reasons')}>
          {chips.map((c) => (
            <li key={c.key}>
              <Tag color={c.color} className="pk-mentoring-tag">
                {c.text}
              </Tag>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
