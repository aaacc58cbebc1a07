import { useTranslation } from 'react-i18next';
import { CONTACT, telHref } from '../../../shared/lib/contact.ts';
import { Paragraphs, PageIntro } from '../../../shared/ui/page-intro.tsx';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';

const SECTIONS = [
  'who',
  'collect',
  'why',
  'sensitive',
  'minors',
  'sharing',
  'keep',
  'security',
  'rights',
] as const;

/** The privacy policy. */
export default function PrivacyPage() {
  const { t } = useTranslation('public');
  usePageTitle('public:privacy.title');
  return (
    <>
      <PageIntro title={t('privacy.title')} lead={t('privacy.lead')} />
      <div className="pk-container pk-section">
        <article className="pk-prose pk-card">
          {SECTIONS.map((s) => (
            <section key={s}>
              <h2>{t(`privacy.sections.${s}.title`)}</h2>
              <Paragraphs text={t(`privacy.sections.${s}.body`)} />
            </section>
          ))}
          <section>
            <h2>{t('privacy.contact.title')}</h2>
            <p>{t('privacy.contact.body')}</p>
            <ul>
              <li>
                {t('privacy.contact.email')}: <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
              </li>
              <li>
                {t('privacy.contact.phone')}: <a href={telHref(CONTACT.phone)}>{CONTACT.phone}</a>
              </li>
              <li>
                {t('privacy.contact.address')}: <span lang="sq">{CONTACT.address}</span>
              </li>
            </ul>
          </section>
          <p className="pk-muted">{t('privacy.updated')}</p>
        </article>
      </div>
    </>
  );
}
