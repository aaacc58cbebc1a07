import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { Button, Col, Form, Row, type FormInstance, type FormItemProps, type FormRule } from 'antd';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TAccountType } from '@praktika/contracts/common';
import type { TCataloguePath } from '@praktika/contracts/catalogues';
import { getSession } from '../../../shared/lib/session.ts';
import { CatalogueSelect } from '../../../shared/ui/catalogue-select.tsx';
import { AuthCard } from './auth-card.tsx';
import { CheckEmail } from './check-email.tsx';
import { PasswordFields } from './password-fields.tsx';
import { TermsField } from './terms-field.tsx';

/** Where "already have an account? sign in" leads for each type. */
const SIGN_IN: Record<TAccountType, { to: string; state?: { type: TAccountType } }> = {
  intern: { to: '/login' },
  business: { to: '/admin/login', state: { type: 'business' } },
  mentor: { to: '/admin/login', state: { type: 'mentor' } },
};

export interface SignupFormState {
  form: FormInstance;
  rules: (name: string) => FormRule[];
  onFinish: () => void;
  pending: boolean;
  sentTo: string | null;
}

interface SignupLayoutProps {
  type: TAccountType;
  title: string;
  intro: string;
  /** What useSignupForm returned. */
  signup: SignupFormState;
  labels: Record<string, string>;
  /** The type's own fields, in the two-column grid before the passwords. */
  children: ReactNode;
  /** Between the grid and the terms (e.g. the notifications consent). */
  beforeTerms?: ReactNode;
}

/**
 * The frame the three registration pages share: signed-in users go home; after a successful signup, the
 * check-your-e-mail screen; otherwise the form with the type's fields, password pair, terms, submit and a link
 * to the right sign-in page.
 */
export function SignupLayout({
  type,
  title,
  intro,
  signup,
  labels,
  children,
  beforeTerms,
}: SignupLayoutProps) {
  const { t } = useTranslation('auth');
  const [signedIn] = useState(() => getSession() !== null);
  const { form, rules, onFinish, pending, sentTo } = signup;

  if (signedIn) return <Navigate to="/" replace />;
  if (sentTo)
    return (
      <AuthCard>
        <CheckEmail email={sentTo} type={type} />
      </AuthCard>
    );

  return (
    <AuthCard wide title={title} intro={intro}>
      <Form
        form={form}
        layout="vertical"
        requiredMark
        onFinish={onFinish}
        disabled={pending}
        scrollToFirstError
      >
        <Row gutter={16}>
          <FieldsContext.Provider value={{ labels, rules }}>{children}</FieldsContext.Provider>
          <PasswordFields rules={rules} labels={labels} columns />
        </Row>
        {beforeTerms}
        <TermsField rules={rules('terms')} />
        <Button type="primary" htmlType="submit" block loading={pending}>
          {t('register.submit')}
        </Button>
      </Form>
      <p style={{ marginTop: 24, marginBottom: 0, textAlign: 'center' }}>
        {t('register.haveAccount')}{' '}
        <Link to={SIGN_IN[type].to} state={SIGN_IN[type].state}>
          {t('register.signIn')}
        </Link>
      </p>
    </AuthCard>
  );
}

/** Labels and contract rules of the form, so each field needs only its name. */
const FieldsContext = createContext<{ labels: Record<string, string>; rules: (name: string) => FormRule[] }>({
  labels: {},
  rules: () => [],
});

type GridFieldProps = Omit<FormItemProps, 'name'> & { name: string; children: ReactNode };

/** One field of the registration grid: full width on phones, half from md up; label and rules by name. */
export function GridField({ name, children, ...item }: GridFieldProps) {
  const { labels, rules } = useContext(FieldsContext);
  return (
    <Col xs={24} md={12}>
      <Form.Item name={name} label={labels[name]} rules={rules(name)} {...item}>
        {children}
      </Form.Item>
    </Col>
  );
}

/** A grid field choosing from a reference catalogue. */
export function CatalogueField({
  collection,
  multiple,
  ...item
}: Omit<GridFieldProps, 'children'> & { collection: TCataloguePath; multiple?: boolean }) {
  return (
    <GridField {...item}>
      <CatalogueSelect collection={collection} mode={multiple ? 'multiple' : undefined} />
    </GridField>
  );
}

/** Field labels from `auth:fields.<key>`; `rename` maps a form field to another label key. */
export function useFieldLabels<K extends string>(
  keys: readonly K[],
  rename: Partial<Record<K, string>> = {},
): Record<K, string> {
  const { t } = useTranslation('auth');
  return useMemo(
    () => Object.fromEntries(keys.map((k) => [k, t(`fields.${rename[k] ?? k}`)])) as Record<K, string>,
    // keys and rename are module constants in the pages
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );
}
