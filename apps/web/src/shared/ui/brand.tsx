import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The Praktika mark: a simple SVG badge and the name; links home. */
export function Brand({ to = '/', compact = false }: { to?: string; compact?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Link to={to} className="pk-brand" aria-label={t('brand.homeLink')}>
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <rect width="36" height="36" rx="10" fill="#01486B" />
        <path
          d="M11 27V9h8.5a5.5 5.5 0 0 1 0 11H15"
          fill="none"
          stroke="#fff"
          strokeWidth="3.2"
          strokeLinecap="round"
        />
        <circle cx="25.5" cy="26" r="3" fill="#F36E21" />
      </svg>
      {!compact && <span className="pk-brand-name">Praktika</span>}
    </Link>
  );
}
