import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  BankOutlined,
  MailOutlined,
  PhoneOutlined,
  EnvironmentOutlined,
  ReadOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { WhenVisible } from '../../../shared/ui/when-visible.tsx';
import { useQuery } from '@tanstack/react-query';
import { bannerListOptions } from '../api/public-content.ts';
import { ProgrammeNumbers } from '../components/programme-numbers.tsx';
import { contentLanguage, type TLanguage } from '../../../shared/lib/languages.ts';
import { CONTACT, telHref } from '../../../shared/lib/contact.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { lazyWithAntd } from '../../../shared/ui/antd-loader.tsx';
import '../home.css';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';

// The page itself uses no antd (its JS is what a phone waits for before the page works; it is prerendered at
// build time, apps/web/vite.config.ts): its antd parts, below the fold, bring antd's scope with them.
// Below the fold too: the latest articles (their cards, their call) load when the visitor comes near them.
const LatestArticles = lazyWithAntd(() => import('../components/latest-articles.tsx'));

// The banners' slider, only when there are active banners (its texts and code stay out of the first load).
const HeroSlider = lazy(() =>
  import('../components/hero-slider.tsx').then((m) => ({ default: m.HeroSlider })),
);

/** A link that looks like a button (plain CSS, home.css). */
function CtaLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  return (
    <Link to={to} className={`pk-btn ${className}`}>
      {children}
    </Link>
  );
}

/** Banners the hero asks for (each may hold several photos, each photo one slide). */
const HERO_BANNERS = 10;

const STATS = ['ages', 'duration', 'mentors', 'cost'] as const;
const PILLARS = [
  { key: 'internships', icon: <SolutionOutlined aria-hidden /> },
  { key: 'trainings', icon: <ReadOutlined aria-hidden /> },
  { key: 'mentorship', icon: <TeamOutlined aria-hidden /> },
] as const;
const ROLES = [
  { key: 'intern', icon: <UserOutlined aria-hidden />, to: '/register' },
  { key: 'business', icon: <BankOutlined aria-hidden />, to: '/registerBusiness' },
  { key: 'mentor', icon: <TeamOutlined aria-hidden />, to: '/registerMentors' },
] as const;
const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;
const FAQ = [
  'ages',
  'register',
  'once',
  'duration',
  'cost',
  'mentorLimit',
  'mentorRequirements',
  'after25',
] as const;

function HeroArt() {
  return (
    <svg className="pk-hero-art" viewBox="0 0 320 260" aria-hidden="true" focusable="false">
      <circle cx="220" cy="120" r="96" fill="rgba(255,255,255,0.10)" />
      <circle cx="110" cy="170" r="64" fill="rgba(243,110,33,0.85)" />
      <rect x="150" y="50" width="120" height="150" rx="18" fill="#fff" />
      <rect x="168" y="74" width="84" height="10" rx="5" fill="#01486B" />
      <rect x="168" y="96" width="60" height="8" rx="4" fill="#9fb8c6" />
      <rect x="168" y="114" width="72" height="8" rx="4" fill="#9fb8c6" />
      <rect x="168" y="150" width="52" height="26" rx="13" fill="#F36E21" />
      <circle cx="110" cy="150" r="18" fill="#fff" />
      <path d="M80 205a30 30 0 0 1 60 0z" fill="#fff" />
    </svg>
  );
}

/** A home section linked from the header (`#id`): its title and lead, then its content. */
function HomeSection({
  id,
  title,
  lead,
  alt = false,
  narrow = false,
  children,
}: {
  id: 'about' | 'how' | 'faq' | 'contact';
  title: string;
  lead: string;
  alt?: boolean;
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      className={alt ? 'pk-section pk-section-alt pk-anchor' : 'pk-section pk-anchor'}
      aria-labelledby={`${id}-title`}
    >
      <div className={narrow ? 'pk-container pk-narrow' : 'pk-container'}>
        <h2 id={`${id}-title`}>{title}</h2>
        <p className="pk-lead">{lead}</p>
        {children}
      </div>
    </section>
  );
}

/** `contactForm`: the contact feature's form, composed by the app (app/routes/home-route.tsx). */
export default function HomePage({ contactForm }: { contactForm?: ReactNode }) {
  const { t, i18n } = useTranslation('home');
  // Signed in: no sign-up calls to action; the intern's next steps or the dashboard instead.
  const session = useSession();
  usePageTitle('common:nav.home');
  // (not useLanguage: catalogue-select's imports would change how the public entry is split)
  const lang: TLanguage = contentLanguage(i18n.language);
  // active banners only (admins could see inactive ones too): with any, the hero is their slider
  const bannerList = useQuery(bannerListOptions({ page: 1, limit: HERO_BANNERS, active: true }));
  const banners = (bannerList.data?.docs ?? []).filter((b) => b.active);
  // the hero while no banner is active (and while the slider's chunk loads)
  const staticHero = (
    <section className="pk-hero" aria-labelledby="pk-hero-title">
      <div className="pk-container pk-hero-inner">
        <div className="pk-hero-text">
          <p className="pk-eyebrow">{t('hero.eyebrow')}</p>
          <h1 id="pk-hero-title">{t('hero.title')}</h1>
          <p className="pk-hero-lead">{t('hero.lead')}</p>
          <div className="pk-hero-ctas">
            {!session && (
              <>
                <CtaLink to="/register" className="pk-cta-main">
                  {t('hero.cta.intern')}
                </CtaLink>
                <CtaLink to="/registerBusiness" className="pk-cta-ghost">
                  {t('hero.cta.business')}
                </CtaLink>
                <CtaLink to="/registerMentors" className="pk-cta-ghost">
                  {t('hero.cta.mentor')}
                </CtaLink>
              </>
            )}
            {session?.role === 'intern' && (
              <>
                <CtaLink to="/opportunitiesinterships" className="pk-cta-main">
                  {t('hero.cta.internships')}
                </CtaLink>
                <CtaLink to="/resume" className="pk-cta-ghost">
                  {t('common:account.resume')}
                </CtaLink>
              </>
            )}
            {session && session.role !== 'intern' && (
              <CtaLink to="/dashboard" className="pk-cta-main">
                {t('common:account.dashboard')}
              </CtaLink>
            )}
          </div>
        </div>
        <HeroArt />
      </div>
    </section>
  );
  return (
    <div className="pk-home">
      {banners.length > 0 ? (
        <Suspense fallback={staticHero}>
          <HeroSlider banners={banners} lang={lang} title={t('hero.title')} />
        </Suspense>
      ) : (
        staticHero
      )}

      <div className="pk-container">
        <ul className="pk-stats" aria-label={t('stats.label')}>
          {STATS.map((s) => (
            <li key={s}>
              <strong>{t(`stats.${s}.value`)}</strong>
              <span>{t(`stats.${s}.label`)}</span>
            </li>
          ))}
        </ul>
      </div>

      <HomeSection id="about" title={t('about.title')} lead={t('about.lead')}>
        <p>{t('about.body')}</p>
        <ul className="pk-pillars">
          {PILLARS.map((p) => (
            <li key={p.key} className="pk-card">
              <span className="pk-pillar-icon">{p.icon}</span>
              <h3>{t(`about.pillars.${p.key}.title`)}</h3>
              <p>{t(`about.pillars.${p.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </HomeSection>

      <ProgrammeNumbers lang={lang} />

      <HomeSection id="how" title={t('how.title')} lead={t('how.lead')} alt>
        <div className="pk-roles">
          {ROLES.map((r) => (
            <section key={r.key} className="pk-card pk-role" aria-labelledby={`how-${r.key}`}>
              <h3 id={`how-${r.key}`}>
                <span className="pk-pillar-icon">{r.icon}</span> {t(`how.roles.${r.key}.title`)}
              </h3>
              <ol>
                {STEPS.map((s) => (
                  <li key={s}>{t(`how.roles.${r.key}.${s}`)}</li>
                ))}
              </ol>
              {!session && (
                <CtaLink to={r.to} className="pk-btn-outline pk-btn-block">
                  {t(`how.roles.${r.key}.cta`)}
                </CtaLink>
              )}
            </section>
          ))}
        </div>
      </HomeSection>

      <WhenVisible minHeight={0}>
        <Suspense fallback={null}>
          <LatestArticles />
        </Suspense>
      </WhenVisible>

      <HomeSection id="faq" title={t('faq.title')} lead={t('faq.lead')} narrow>
        {/* native disclosure widgets: no JS needed to open them, before or after the page's JS has run */}
        <div className="pk-faq">
          {FAQ.map((k) => (
            <details key={k} className="pk-faq-item">
              <summary>
                <h3 className="pk-faq-q">{t(`faq.items.${k}.q`)}</h3>
              </summary>
              <p>{t(`faq.items.${k}.a`)}</p>
            </details>
          ))}
        </div>
      </HomeSection>

      <HomeSection id="contact" title={t('contact.title')} lead={t('contact.lead')} alt>
        <ul className="pk-contact">
          <li className="pk-card">
            <MailOutlined aria-hidden />
            <span className="pk-contact-label">{t('contact.email')}</span>
            <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
          </li>
          <li className="pk-card">
            <PhoneOutlined aria-hidden />
            <span className="pk-contact-label">{t('contact.phone')}</span>
            <a href={telHref(CONTACT.phone)}>{CONTACT.phone}</a>
          </li>
          <li className="pk-card">
            <EnvironmentOutlined aria-hidden />
            <span className="pk-contact-label">{t('contact.address')}</span>
            {/* the postal address, in Albanian whatever the page's language (WCAG 3.1.2: its own lang) */}
            <span lang="sq">{CONTACT.address}</span>
          </li>
        </ul>
        <p className="pk-muted">{t('contact.hours')}</p>
        {/* The form (antd's form parts, the contracts) loads when the visitor comes near it, not with the page. */}
        <WhenVisible minHeight={480}>
          <Suspense fallback={null}>{contactForm}</Suspense>
        </WhenVisible>
      </HomeSection>
    </div>
  );
}
