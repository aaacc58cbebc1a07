import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TBanner } from '@praktika/contracts/banners';
import type { TLanguage } from '@praktika/contracts/common';
import { bannerText } from '../api/public-content.ts';
import { useMediaQuery } from '../../../shared/hooks/use-media-query.ts';

import './hero-slider.css';

/** How long a slide stays before the next one while the slider plays. */
export const SLIDE_MS = 7000;

export interface Slide {
  key: string;
  banner: TBanner;
  /** The background photo's URL, when the banner has photos. */
  photo: string | null;
}

/** The slides of the banners: each banner's photos in order (one slide each), or one slide without a photo. */
export function slidesOf(banners: readonly TBanner[]): Slide[] {
  return banners.flatMap((banner): Slide[] =>
    banner.photos.length
      ? banner.photos.map((p) => ({ key: `${banner._id}:${p._id}`, banner, photo: p.url }))
      : [{ key: banner._id, banner, photo: null }],
  );
}

/**
 * The controls' glyphs as inline SVG: importing more icon components here would change how the bundler splits the
 * icon package and cost the public entry bytes.
 */
const GLYPHS = {
  pause: 'M6 4h4v16H6zM14 4h4v16h-4z',
  play: 'M7 4l13 8-13 8z',
  previous: 'M15.5 4L7.5 12l8 8 1.4-1.4L10.3 12l6.6-6.6z',
  next: 'M8.5 4l8 8-8 8-1.4-1.4 6.6-6.6-6.6-6.6z',
} as const;

function Glyph({ name }: { name: keyof typeof GLYPHS }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={GLYPHS[name]} fill="currentColor" />
    </svg>
  );
}

/** `url("…")` for a CSS background, with the characters that could end it escaped. */
const cssUrl = (url: string) => `url("${url.replace(/["\\\n\r]/g, (c) => encodeURIComponent(c))}")`;

function SlideLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith('/'))
    return (
      <Link to={href} className="pk-slide-button">
        {children}
      </Link>
    );
  return (
    <a href={href} className="pk-slide-button" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * The home page's hero when active banners exist: an accessible carousel (WAI-ARIA APG). The region is named and
 * described as a carousel; each slide is a group "n of m"; the first controls are pause/play, previous and next.
 * It plays every SLIDE_MS unless the visitor prefers reduced motion (then it starts paused), and it holds while
 * the pointer is over it or the focus is inside it. Only the current slide is rendered visible; while paused,
 * changes are announced politely.
 */
export function HeroSlider({ banners, lang, title }: { banners: TBanner[]; lang: TLanguage; title: string }) {
  const { t } = useTranslation('home');
  const slides = slidesOf(banners);
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  // autoplay is off for visitors who prefer reduced motion; the play button still starts it
  const [playing, setPlaying] = useState(() => !reduced);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [index, setIndex] = useState(0);
  const trackId = useId();
  const count = slides.length;
  const current = Math.min(index, count - 1);
  const rotating = playing && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), SLIDE_MS);
    return () => clearInterval(timer);
  }, [rotating, count]);

  const go = (step: number) => setIndex((i) => (Math.min(i, count - 1) + step + count) % count);

  return (
    <section
      className="pk-slider"
      aria-roledescription="carousel"
      aria-label={t('home:slider.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <h1 className="sr-only">{title}</h1>
      {count > 1 && (
        <div className="pk-slider-controls">
          <button
            type="button"
            className="pk-slider-button"
            onClick={() => setPlaying((p) => !p)}
            aria-label={playing ? t('home:slider.pause') : t('home:slider.play')}
          >
            <Glyph name={playing ? 'pause' : 'play'} />
          </button>
          <button
            type="button"
            className="pk-slider-button"
            aria-controls={trackId}
            aria-label={t('home:slider.previous')}
            onClick={() => go(-1)}
          >
            <Glyph name="previous" />
          </button>
          <button
            type="button"
            className="pk-slider-button"
            aria-controls={trackId}
            aria-label={t('home:slider.next')}
            onClick={() => go(1)}
          >
            <Glyph name="next" />
          </button>
        </div>
      )}
      <div id={trackId} className="pk-slider-track" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((s, i) => {
          const button = bannerText(s.banner, lang, 'Button');
          const subtitle = bannerText(s.banner, lang, 'Subtitle');
          return (
            <div
              key={s.key}
              role="group"
              aria-roledescription="slide"
              aria-label={t('home:slider.slideOf', { n: i + 1, m: count })}
              hidden={i !== current}
              className={`pk-slide${s.photo ? ' has-photo' : ''}`}
              style={s.photo ? { backgroundImage: cssUrl(s.photo) } : undefined}
            >
              <div className="pk-container pk-slide-inner">
                <h2 className="pk-slide-title">{bannerText(s.banner, lang)}</h2>
                {subtitle && <p className="pk-slide-subtitle">{subtitle}</p>}
                {s.banner.link && (
                  <SlideLink href={s.banner.link}>{button || t('home:slider.more')}</SlideLink>
                )}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
