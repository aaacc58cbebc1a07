import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTACT } from '../../shared/lib/contact.ts';
import { Brand } from '../../shared/ui/brand.tsx';

/**
 * Partner marks: neutral placeholders (initials in a shape), NOT the partners' real logos.
 * Replace with the partners' approved artwork when the programme has it.
 */
const PARTNERS = [
  { key: 'ministry', initials: 'ME', shape: 'shield', color: '#01486B' },
  { key: 'chamber', initials: 'CC', shape: 'square', color: '#2F6F4E' },
  { key: 'fund', initials: 'CF', shape: 'circle', color: '#1A7FC1' },
  { key: 'municipalities', initials: 'AM', shape: 'hex', color: '#8A4B9E' },
] as const;

function PartnerMark({ initials, shape, color }: { initials: string; shape: string; color: string }) {
  const path =
    shape === 'shield'
      ? 'M24 3 43 9v14c0 11-8 19-19 23C13 42 5 34 5 23V9z'
      : shape === 'square'
        ? 'M6 6h36v36H6z'
        : shape === 'hex'
          ? 'M24 3l19 11v20L24 45 5 34V14z'
          : 'M24 4a20 20 0 1 1 0 40 20 20 0 0 1 0-40z';
  return (
    <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d={path} fill={color} />
      <text
        x="24"
        y="29"
        textAnchor="middle"
        fontSize="14"
        fontWeight="700"
        fill="#fff"
        fontFamily="system-ui, sans-serif"
      >
        {initials}
      </text>
    </svg>
  );
}

export function SiteFooter() {
  const { t } = useTranslation('common');
  const year = new Date().getFullYear();
  return (
    <footer className="pk-footer">
      <div className="pk-footer-inner">
        <section className="pk-footer-partners" aria-labelledby="pk-partners-heading">
          <h2 id="pk-partners-heading" className="pk-footer-heading">
            {t('footer.partners')}
          </h2>
          <ul className="pk-partner-list">
            {PARTNERS.map((p) => (
              <li key={p.key} className="pk-partner">
                <PartnerMark initials={p.initials} shape={p.shape} color={p.color} />
                <span>{t(`footer.partner.${p.key}`)}</span>
              </li>
            ))}
          </ul>
          <p className="pk-footer-note">{t('footer.marksNote')}</p>
          <p className="pk-footer-supported">{t('footer.supportedBy')}</p>
        </section>
        <div className="pk-footer-bottom">
          <Brand />
          <nav aria-label={t('footer.linksLabel')}>
            <ul className="pk-footer-links">
              <li>
                <Link to="/privacyPolicy">{t('footer.privacy')}</Link>
              </li>
              <li>
                <Link to={{ pathname: '/', hash: 'contact' }}>{t('footer.contact')}</Link>
              </li>
              <li>
                <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
              </li>
            </ul>
          </nav>
          <p className="pk-footer-copy">{t('footer.copyright', { year })}</p>
        </div>
      </div>
    </footer>
  );
}
