import { CalendarOutlined, TeamOutlined, SafetyCertificateOutlined, BulbOutlined } from '@ant-design/icons';
import { LinkButton } from '../../../shared/ui/link-button.tsx';
import { useTranslation } from 'react-i18next';
import { Paragraphs, PageIntro } from '../../../shared/ui/page-intro.tsx';
import { useSession } from '../../../shared/lib/session.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { OurMentors } from '../components/our-mentors.tsx';

const FACTS = [
  { key: 'meetings', icon: <CalendarOutlined aria-hidden /> },
  { key: 'interns', icon: <TeamOutlined aria-hidden /> },
  { key: 'experience', icon: <SafetyCertificateOutlined aria-hidden /> },
  { key: 'free', icon: <BulbOutlined aria-hidden /> },
] as const;
const SECTIONS = ['role', 'meetings', 'match', 'interns', 'become'] as const;

/**
 * The mentorship explainer (what a mentor does, the four meetings, at most five interns, how to become one) and
 * the mentors admins publish.
 */
export default function MentorshipPage() {
  const { t } = useTranslation('public');
  usePageTitle('public:mentorship.title');
  const session = useSession(); // signed in: no sign-up calls to action
  return (
    <>
      <PageIntro title={t('mentorship.title')} lead={t('mentorship.lead')} />
      <div className="pk-container pk-section">
        <ul className="pk-facts" aria-label={t('mentorship.factsLabel')}>
          {FACTS.map((f) => (
            <li key={f.key} className="pk-fact">
              <span className="pk-fact-icon">{f.icon}</span>
              <strong>{t(`mentorship.facts.${f.key}.value`)}</strong>
              <span>{t(`mentorship.facts.${f.key}.label`)}</span>
            </li>
          ))}
        </ul>
        <article className="pk-prose">
          {SECTIONS.map((s) => (
            <section key={s}>
              <h2>{t(`mentorship.sections.${s}.title`)}</h2>
              <Paragraphs text={t(`mentorship.sections.${s}.body`)} />
            </section>
          ))}
        </article>
        <OurMentors />
        {!session && (
          <div className="pk-cta-row">
            <LinkButton to="/registerMentors" type="primary" size="large">
              {t('mentorship.ctaMentor')}
            </LinkButton>
            <LinkButton to="/register" size="large">
              {t('mentorship.ctaIntern')}
            </LinkButton>
          </div>
        )}
      </div>
    </>
  );
}
