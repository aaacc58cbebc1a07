import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TMatch, TMatchReasons } from '@praktika/contracts/opportunities';
import { catalogueName, useLanguage } from './catalogue-select.tsx';
import '../i18n/opportunities-texts.ts';
import './match-reasons.css';

/**
 * Why a posting and an intern match, as chips: each shared field of interest and skill by its name in the current
 * language, then the same municipality, the language and the stated availability. The score (when given) comes
 * first. Used by the intern's matched lists and the organisation's matched interns.
 */
export function MatchReasons({
  reasons,
  score,
  compact = false,
}: {
  reasons: TMatchReasons;
  score?: number;
  /** Fewer words: for cards. */
  compact?: boolean;
}) {
  const { t } = useTranslation('opportunities');
  const lang = useLanguage();
  const chips: { key: string; text: string; color?: string }[] = [
    ...reasons.categories.map((c) => ({
      key: `c-${c._id}`,
      text: t('match.category', { name: catalogueName(c, lang) }),
      color: 'blue',
    })),
    ...reasons.skills.map((s) => ({
      key: `s-${s._id}`,
      text: t('match.skill', { name: catalogueName(s, lang) }),
      color: 'geekblue',
    })),
  ];
  if (reasons.municipality) chips.push({ key: 'm', text: t('match.municipality'), color: 'green' });
  if (reasons.language) chips.push({ key: 'l', text: t('match.language'), color: 'purple' });
  if (reasons.availability) chips.push({ key: 'a', text: t('match.availability'), color: 'cyan' });

  return (
    <div className="pk-match-reasons" data-testid="match-reasons">
      {score !== undefined && (
        <span className="pk-match-score">{t('match.score', { score: Math.round(score) })}</span>
      )}
      {chips.length === 0 ? (
        <span className="pk-match-none">{t('match.none')}</span>
      ) : (
        <ul className="pk-match-chips" aria-label={compact ? t('match.whyShort') : t('match.why')}>
          {chips.map((chip) => (
            <li key={chip.key}>
              <Tag color={chip.color}>{chip.text}</Tag>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The reasons of a match with its score (the usual pairing). */
export function MatchSummary({ match, compact }: { match: TMatch; compact?: boolean }) {
  return <MatchReasons reasons={match.reasons} score={match.score} compact={compact} />;
}
