import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from 'antd';
import { GlobalOutlined, LinkedinOutlined } from '@ant-design/icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TPublicMentor } from '@praktika/contracts/public-mentors';
import { mentorText, publicMentorsResource } from '../api/public-mentors.ts';
import { contentLanguage, type TLanguage } from '../../../shared/lib/languages.ts';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { MentorAvatar } from '../../../entities/people/mentor-avatar.tsx';
import '../../../shared/card-grid.css';
import './our-mentors.css';

/** The UI language (without the contracts' zod schemas, which this public page does not need). */
function useUiLanguage(): TLanguage {
  const { i18n } = useTranslation();
  return contentLanguage(i18n.language);
}
/** The `lang` attribute of a text in another platform language than the page's (Serbian in Latin script). */
const otherLang = (text: TLanguage, page: TLanguage) =>
  text === page ? undefined : text === 'sr' ? 'sr-Latn' : text;

/** Mentors per "page": the first ones shown, and how many each "Show more" adds. */
export const MENTORS_PAGE_SIZE = 12;

/** The list, page by page (the next page is asked for only through "Show more"). */
function useMentorPages() {
  return useInfiniteQuery({
    queryKey: [...publicMentorsResource.keys.lists(), 'pages', MENTORS_PAGE_SIZE],
    queryFn: ({ pageParam, signal }) =>
      publicMentorsResource.api.list({ page: pageParam, limit: MENTORS_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.page + 1 : undefined),
  });
}

/** One link of a card: the visible word; its accessible name adds whose it is and that it opens a new tab. */
function MentorLink({
  href,
  label,
  name,
  icon,
}: {
  href: string;
  label: string;
  name: string;
  icon: ReactNode;
}) {
  const { t } = useTranslation('publicMentors');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="pk-mentor-link"
      aria-label={`${label} ${t('publicMentors:section.linkOf', { name })}`}
    >
      {icon}
      {label}
    </a>
  );
}

function MentorCard({ mentor }: { mentor: TPublicMentor }) {
  const { t } = useTranslation('publicMentors');
  const lang = useUiLanguage();
  const role = mentorText(mentor, 'Role', lang);
  const bio = mentorText(mentor, 'Bio', lang);
  return (
    <li className="pk-card pk-mentor-card">
      <div className="pk-mentor-head">
        <MentorAvatar mentor={mentor} size={72} />
        <div className="pk-mentor-who">
          <h3 className="pk-mentor-name" tabIndex={-1}>
            {mentor.name}
          </h3>
          {role && (
            <p className="pk-mentor-role" lang={otherLang(role.lang, lang)}>
              {role.text}
            </p>
          )}
          {mentor.organisation && <p className="pk-mentor-org">{mentor.organisation}</p>}
        </div>
      </div>
      {bio && (
        <p className="pk-mentor-bio" lang={otherLang(bio.lang, lang)}>
          {bio.text}
        </p>
      )}
      {(mentor.linkedin || mentor.website) && (
        <div className="pk-mentor-links">
          {mentor.linkedin && (
            <MentorLink
              href={mentor.linkedin}
              label={t('publicMentors:section.linkedin')}
              name={mentor.name}
              icon={<LinkedinOutlined aria-hidden />}
            />
          )}
          {mentor.website && (
            <MentorLink
              href={mentor.website}
              label={t('publicMentors:section.website')}
              name={mentor.name}
              icon={<GlobalOutlined aria-hidden />}
            />
          )}
        </div>
      )}
    </li>
  );
}

/**
 * "Our mentors" on /mentorship: cards of the mentors admins publish (photo or initial, name, role and bio in the
 * current language, organisation, LinkedIn and website in a new tab), 12 at first and 12 more per "Show more"
 * (focus goes to the first new card). Nothing at all while loading or when there are none; a failed load shows
 * the reason and a retry.
 */
export function OurMentors() {
  const { t } = useTranslation('publicMentors');
  const pages = useMentorPages();
  const mentors = pages.data?.pages.flatMap((p) => p.docs) ?? [];
  /** The index of the first card of the last "Show more" (its name is focused once it arrives). */
  const focusFrom = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || mentors.length <= from) return;
    listRef.current?.querySelectorAll<HTMLElement>('.pk-mentor-name')[from]?.focus();
    focusFrom.current = null;
  }, [mentors.length]);

  if (pages.isError && mentors.length === 0)
    return (
      <section className="pk-mentors" aria-labelledby="pk-mentors-title">
        <h2 id="pk-mentors-title">{t('publicMentors:section.title')}</h2>
        <ListError error={pages.error} onRetry={() => void pages.refetch()} />
      </section>
    );
  if (mentors.length === 0) return null;

  const more = () => {
    focusFrom.current = mentors.length;
    void pages.fetchNextPage();
  };

  return (
    <section className="pk-mentors" aria-labelledby="pk-mentors-title">
      <h2 id="pk-mentors-title">{t('publicMentors:section.title')}</h2>
      <p className="pk-mentors-lead">{t('publicMentors:section.lead')}</p>
      <ul className="pk-mentors-list pk-card-grid" ref={listRef}>
        {mentors.map((m) => (
          <MentorCard key={m._id} mentor={m} />
        ))}
      </ul>
      {pages.isError && <ListError error={pages.error} onRetry={() => void pages.fetchNextPage()} />}
      {pages.hasNextPage && (
        <div className="pk-mentors-more">
          <Button onClick={more} loading={pages.isFetchingNextPage}>
            {t('publicMentors:section.showMore')}
          </Button>
        </div>
      )}
    </section>
  );
}
