import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TMatch, TMatchReasons } from '@praktika/contracts/opportunities';
import { catalogueName, useLanguage } from '../../../shared/ui/catalogue-select.tsx';
import './match-reasons.css';

/** What the strength label of a match reads (the API's `matchStrength` of the score and the posting's best). */
export type MatchStrengthInfo = Pick<TMatch, 'score' | 'max' | 'percent' | 'strength'>;

/**
 * Why a posting and an intern match, as chips: each shared field of interest and skill by its name in the current
 * language, then the same municipality, the language and the stated availability. The strength (when given) comes
 * first: "Strong match · 90%" (a share of the best score the posting can give), the points in its title. Used by
 * the intern's matched lists and the organisation's matched interns.
 */
export function MatchReasons({
  reasons,
  strength,
  compact = false,
}: {
  reasons: TMatchReasons;
  strength?: MatchStrengthInfo;
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
      {strength && (
        <span
          className={`pk-match-score pk-match-${strength.strength}`}
          title={t('match.points', { score: Math.round(strength.score), max: strength.max })}
        >
          {t(`match.strength.${strength.strength}`, { percent: strength.percent })}
        </span>
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

/** The reasons of a match with its strength (the usual pairing). */
export function MatchSummary({ match, compact }: { match: TMatch; compact?: boolean }) {
  return <MatchReasons reasons={match.reasons} strength={match} compact={compact} />;
}
