import type { ReactNode } from 'react';
import { Input, Row } from 'antd';
import type { TCatalogueRef } from '@praktika/contracts/accounts';
import type { TLanguage } from '@praktika/contracts/common';
import { catalogueName } from '../../../shared/ui/catalogue-select.tsx';

/** One titled card of a profile form; its fields sit in a two-column grid (one column on phones). */
export function ProfileSection({
  id,
  title,
  intro,
  children,
  extra,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  /** Content below the grid (an upload, a button). */
  extra?: ReactNode;
}) {
  return (
    <section className="pk-card pk-profile-section" aria-labelledby={id}>
      <h2 id={id} className="pk-profile-h2">
        {title}
      </h2>
      {intro && <p className="pk-profile-intro">{intro}</p>}
      {children && <Row gutter={[16, 0]}>{children}</Row>}
      {extra}
    </section>
  );
}

/**
 * A value shown in a form but never typed into (a field only the programme team changes): a real read-only
 * input, so it is labelled by its form item, focusable and copyable, and a server issue on the field shows under
 * it. The form's own value is ignored: `text` is what it shows.
 */
export function ReadOnlyValue({
  text,
  id,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: {
  text: string;
  id?: string;
  value?: unknown;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}) {
  return (
    <Input
      id={id}
      value={text}
      readOnly
      aria-readonly
      aria-describedby={describedBy}
      aria-invalid={invalid}
      className="pk-profile-readonly"
    />
  );
}

/** A catalogue reference's name in the language ('' for none). */
export const refName = (ref: TCatalogueRef | null | undefined, lang: TLanguage): string =>
  ref ? catalogueName(ref, lang) : '';

/** The ids of catalogue references, as a select's value. */
export const refIds = (refs: readonly TCatalogueRef[]): string[] => refs.map((r) => r._id);
