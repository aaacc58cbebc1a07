import type { ReactNode } from 'react';
import { Button, Col, Input, Row } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TCatalogueRef } from '@praktika/contracts/accounts';
import type { TLanguage } from '@praktika/contracts/common';
import { catalogueName } from '../../../shared/ui/catalogue-select.tsx';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';

/**
 * The frame of a profile page (/dashboard for an organisation or a mentor): its title and lead, then a loader,
 * the load error with a retry, or `children` with the loaded record.
 */
export function ProfilePage<T>({
  kind,
  query,
  children,
}: {
  kind: 'business' | 'mentor';
  query: UseQueryResult<T>;
  children: (record: T) => ReactNode;
}) {
  const { t } = useTranslation('profile');
  return (
    <div className="pk-dash-page pk-profile">
      <h1 className="pk-dash-h1">{t(`title.${kind}`)}</h1>
      <p className="pk-profile-lead">{t(`intro.${kind}`)}</p>
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <ListError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        children(query.data)
      )}
    </div>
  );
}

/** The submit row at the foot of a profile form. */
export function ProfileSaveButton({ loading }: { loading: boolean }) {
  const { t } = useTranslation('profile');
  return (
    <div className="pk-profile-actions">
      <Button type="primary" htmlType="submit" loading={loading}>
        {t('saveChanges')}
      </Button>
    </div>
  );
}

/** Half a row of a profile form's files section: a heading, its hint, then the upload (and what goes with it). */
export function ProfileFile({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Col xs={24} md={12}>
      <h3 className="pk-profile-h3">{title}</h3>
      <p className="pk-profile-hint">{hint}</p>
      {children}
    </Col>
  );
}

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
