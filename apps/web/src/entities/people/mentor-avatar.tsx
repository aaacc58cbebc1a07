import type { TPublicMentor } from '@praktika/contracts/public-mentors';
import './mentor-avatar.css';

/** The first letter of a name (a whole grapheme, so Ç, Đ or Š stay one letter), upper-cased. */
export function initialOf(name: string): string {
  const first = name.trim().match(/^\P{M}\p{M}*/u)?.[0] ?? '';
  return first.toLocaleUpperCase();
}

/**
 * A public mentor's photo (`alt` = the name, or empty where the name is written right beside it:
 * `decorative`), or a round initial when there is no photo (hidden from screen readers: the name is beside it).
 */
export function MentorAvatar({
  mentor,
  size,
  decorative = false,
}: {
  mentor: Pick<TPublicMentor, 'name' | 'photo'>;
  size: number;
  decorative?: boolean;
}) {
  const style = { width: size, height: size };
  if (mentor.photo)
    return (
      <img
        className="pk-mentor-avatar"
        src={mentor.photo.url}
        alt={decorative ? '' : mentor.name}
        width={size}
        height={size}
        loading="lazy"
        style={style}
      />
    );
  return (
    <span
      className="pk-mentor-avatar pk-mentor-initial"
      aria-hidden
      style={{ ...style, fontSize: Math.round(size * 0.42) }}
    >
      {initialOf(mentor.name)}
    </span>
  );
}
