import { useState, type ReactNode } from 'react';
import { Button, Form, Input, Row, type FormInstance, type FormRule } from 'antd';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TAccountType } from '@praktika/contracts/common';
import { getSession } from '../../../shared/lib/session.ts';
import type { ContractForm } from '../../../shared/forms/use-contract-form.ts';
import { FormFields, GridField, useFieldLabels as useLabelsOf } from '../../../shared/forms/form-fields.tsx';
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
  /** antd <Form> props of the contract form (noValidate, submit handlers, focus on the first error). */
  formProps: ContractForm['formProps'];
  pending: boolean;
  sentTo: string | null;
  /** Back to the form for another e-mail (forgets the pending confirmation). */
  resetSentTo: () => void;
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
  const { rules, formProps, pending, sentTo, resetSentTo } = signup;

  if (signedIn) return <Navigate to="/" replace />;
  if (sentTo)
    return (
      <AuthCard>
        <CheckEmail email={sentTo} type={type} onUseAnotherEmail={resetSentTo} />
      </AuthCard>
    );

  return (
    <AuthCard wide title={title} intro={intro}>
      <Form {...formProps} requiredMark disabled={pending}>
        <Row gutter={16}>
          <FormFields labels={labels} rules={rules}>
            {children}
          </FormFields>
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

/** The registration grid's fields (label and contract rules by name) are the shared ones. */
export { CatalogueField, GridField } from '../../../shared/forms/form-fields.tsx';

/** A person's given name, family name (`familyName`: the contract's field) and e-mail, as interns and mentors sign up. */
export function PersonNameFields({ familyName }: { familyName: 'lastName' | 'surname' }) {
  return (
    <>
      <GridField name="name">
        <Input autoComplete="given-name" />
      </GridField>
      <GridField name={familyName}>
        <Input autoComplete="family-name" />
      </GridField>
      <GridField name="email">
        <Input type="email" autoComplete="email" inputMode="email" />
      </GridField>
    </>
  );
}

/** Field labels from `auth:fields.<key>`; `rename` maps a form field to another label key. */
export function useFieldLabels<K extends string>(
  keys: readonly K[],
  rename: Partial<Record<K, string>> = {},
): Record<K, string> {
  return useLabelsOf('auth', keys, rename);
}
