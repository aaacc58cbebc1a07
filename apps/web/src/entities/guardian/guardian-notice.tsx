import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TSessionClaims } from '@praktika/contracts/auth';
import { programmeToday } from '@praktika/contracts/dates';
import { useToast } from '../../shared/ui/toast.ts';
import { maskEmail, useGuardianConsent, useResendGuardian, useSetGuardian } from './api.ts';

/** Is the signed-in intern under 18 on Kosovo's day (the session's `minorUntil`, issue 22 §3)? */
export function isMinorIntern(session: TSessionClaims | null, now: Date = new Date()): boolean {
  return session?.role === 'intern' && !!session.minorUntil && programmeToday(now) < session.minorUntil;
}

/**
 * The signed-in minor's consent, read only when the session says they are under 18 (adults never ask). `blocked`
 * while the guardian has not consented (pending, refused or no guardian named yet).
 */
export function useGuardianBlock(session: TSessionClaims | null) {
  const minor = isMinorIntern(session);
  const consent = useGuardianConsent(session?.id, minor);
  const status = consent.data?.status;
  return {
    minor,
    consent,
    blocked: minor && status !== undefined && status !== 'GIVEN' && status !== 'NOT_NEEDED',
  };
}

/**
 * Why an intern aged 16 or 17 cannot apply yet (issue 22 §2): the guardian's consent is pending (link sent to the
 * masked address, with a resend), refused, or no guardian is named yet. Shown on the dashboard, the CV page and
 * instead of the Apply button. Nothing for adults or once consent is given.
 */
export function GuardianNotice({
  session,
  compact = false,
}: {
  session: TSessionClaims | null;
  compact?: boolean;
}) {
  const { t } = useTranslation('common');
  const toast = useToast();
  const { blocked, consent } = useGuardianBlock(session);
  const resend = useResendGuardian(session?.id ?? '');
  if (!blocked || !consent.data) return null;
  const data = consent.data;
  const email = data.guardian ? maskEmail(data.guardian.email) : '';
  const text =
    data.status === 'REFUSED'
      ? t(data.withdrawn ? 'guardianNotice.withdrawn' : 'guardianNotice.refused')
      : data.guardian
        ? t('guardianNotice.pending', { email })
        : t('guardianNotice.none');
  const canResend = !!data.guardian && data.sendsLeft > 0;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="guardian-notice"
      style={{ marginBottom: 16 }}
      title={t('guardianNotice.title')}
      description={
        <>
          <p style={{ margin: 0 }}>{text}</p>
          {!compact && <p style={{ margin: '8px 0 0' }}>{t('guardianNotice.why')}</p>}
          {!data.guardian && !compact && <NameGuardian internId={session?.id ?? ''} />}
          {data.guardian && (
            <p style={{ margin: '8px 0 0' }}>
              <Button
                size="small"
                disabled={!canResend}
                loading={resend.isPending}
                onClick={() =>
                  resend.mutate(undefined, {
                    onSuccess: () => toast.success(t('guardianNotice.resent', { email })),
                    onError: (err) => toast.apiError(err),
                  })
                }
              >
                {t('guardianNotice.resend')}
              </Button>{' '}
              {!canResend && <span>{t('guardianNotice.limit')}</span>}
            </p>
          )}
        </>
      }
    />
  );
}

/** For a minor without a guardian (registered before the rule, or turned to a minor's birth date): name one. */
function NameGuardian({ internId }: { internId: string }) {
  const { t } = useTranslation('common');
  const toast = useToast();
  const save = useSetGuardian(internId);
  const required = [{ required: true, message: t('guardianNotice.required') }];
  return (
    <Form
      layout="vertical"
      style={{ marginTop: 12, maxWidth: 420 }}
      disabled={save.isPending}
      onFinish={(v: { guardianName: string; guardianEmail: string; guardianPhone?: string }) =>
        save.mutate(
          {
            guardianName: v.guardianName.trim(),
            guardianEmail: v.guardianEmail.trim().toLowerCase(),
            ...(v.guardianPhone?.trim() ? { guardianPhone: v.guardianPhone.trim() } : {}),
          },
          {
            onSuccess: () => toast.success(t('guardianNotice.resent', { email: maskEmail(v.guardianEmail) })),
            onError: (err) => toast.apiError(err),
          },
        )
      }
    >
      <Form.Item name="guardianName" label={t('guardianNotice.name')} rules={required}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="guardianEmail" label={t('guardianNotice.email')} rules={required}>
        <Input type="email" inputMode="email" autoComplete="off" />
      </Form.Item>
      <Form.Item name="guardianPhone" label={t('guardianNotice.phone')}>
        <Input type="tel" inputMode="tel" autoComplete="off" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('guardianNotice.submit')}
      </Button>
    </Form>
  );
}
