import { useEffect, useId, useRef, useState } from 'react';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { DeleteOutlined, DownloadOutlined, LockOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { EXPORTS_PER_HOUR, PRIVACY_ISSUES, ZAccountDeletion } from '@praktika/contracts/privacy';
import { downloadMyData, useDeleteOwnAccount, type OwnAccount } from '../api/privacy.ts';
import { fieldId } from '../../../shared/forms/focus-first-error.ts';
import { FormFields, Field, useFieldLabels } from '../../../shared/forms/form-fields.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { clearSession } from '../../../shared/lib/session.ts';
import { useToast } from '../../../shared/ui/toast.ts';
import '../../../shared/ui/dialog-footer.css';
import './privacy.css';

const FIELDS = ['email'] as const;
export const DELETE_FORM = 'accountDeletion';

/** The typed confirmation matches the account's address (case and surrounding spaces ignored, like the API). */
export const emailMatches = (typed: unknown, email: string) =>
  typeof typed === 'string' && typed.trim().toLowerCase() === email.trim().toLowerCase();

const isLastAdmin = (err: unknown) =>
  err instanceof ApiError && err.details.some((d) => d.issue === PRIVACY_ISSUES.lastAdmin);

export interface PrivacySectionProps {
  account: OwnAccount;
  /** The account's e-mail address (what the person types to confirm); undefined while it loads. */
  email: string | undefined;
}

/**
 * "Your data and account", for every role: "Download my data" (the zip of `GET /me/export`) and "Delete my
 * account", confirmed twice: a dialog saying what is erased and what stays anonymised, then the account's
 * e-mail typed again. After the deletion the session ends and the person lands on the home page with a toast.
 */
export function PrivacySection({ account, email }: PrivacySectionProps) {
  const { t } = useTranslation('privacy');
  const ids = useId();
  return (
    <div className="pk-privacy">
      <section className="pk-card pk-privacy-card" aria-labelledby={`${ids}-download`}>
        <h2 id={`${ids}-download`} className="pk-privacy-h2">
          <DownloadOutlined aria-hidden /> {t('download.heading')}
        </h2>
        <DownloadMyData />
      </section>
      <section className="pk-card pk-privacy-card pk-privacy-danger" aria-labelledby={`${ids}-delete`}>
        <h2 id={`${ids}-delete`} className="pk-privacy-h2">
          <LockOutlined aria-hidden /> {t('delete.heading')}
        </h2>
        <p>{t('delete.text')}</p>
        <DeleteAccount account={account} email={email} />
      </section>
    </div>
  );
}

function DownloadMyData() {
  const { t } = useTranslation('privacy');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [limited, setLimited] = useState(false);
  const download = () => {
    setBusy(true);
    setLimited(false);
    downloadMyData()
      .then(() => toast.success(t('download.done')))
      .catch((err: unknown) => {
        if (err instanceof ApiError && err.errorType === 'RATE_LIMITED') setLimited(true);
        else toast.apiError(err);
      })
      .finally(() => setBusy(false));
  };
  return (
    <>
      <p>{t('download.text')}</p>
      <ul className="pk-privacy-list">
        <li>{t('download.items.data')}</li>
        <li>{t('download.items.files')}</li>
      </ul>
      <p className="pk-privacy-note">{t('download.limit', { count: EXPORTS_PER_HOUR })}</p>
      {limited && (
        <Alert
          className="pk-privacy-alert"
          type="warning"
          showIcon
          role="alert"
          title={t('download.rateLimited', { count: EXPORTS_PER_HOUR })}
        />
      )}
      <Button
        type="primary"
        icon={<DownloadOutlined aria-hidden />}
        loading={busy}
        aria-busy={busy}
        onClick={download}
        data-testid="download-my-data"
      >
        {busy ? t('download.busy') : t('download.button')}
      </Button>
    </>
  );
}

function DeleteAccount({ account, email }: PrivacySectionProps) {
  const { t } = useTranslation('privacy');
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteOwnAccount(account);
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<1 | 2>(1);
  const [refusal, setRefusal] = useState<string | null>(null);

  const labels = useFieldLabels('privacy', FIELDS);
  const cf = useContractForm({
    schema: ZAccountDeletion,
    labels,
    name: DELETE_FORM,
    onSubmit: (body, { showServerError }) => {
      // Enter in the field submits too: only a matching address goes out (the button says the same).
      if (email === undefined || !emailMatches(body.email, email)) return;
      setRefusal(null);
      remove.mutate(body, {
        onSuccess: () => {
          // The account is gone: end the session here (all local storage but the language), forget every
          // cached answer, and go home.
          clearSession('logout');
          queryClient.clear();
          toast.success(t('delete.done'));
          void navigate('/');
        },
        onError: (err) => {
          if (isLastAdmin(err)) setRefusal(t('delete.lastAdmin'));
          else showServerError(err);
        },
      });
    },
  });
  const typed: unknown = Form.useWatch('email', cf.form);
  const matches = email !== undefined && emailMatches(typed, email);

  // Each step's content replaces the other's: focus moves to the step's first control (the address field, or
  // Continue after Back), so it never stays on a button that is gone.
  const continueRef = useRef<HTMLButtonElement>(null);
  const movedBack = useRef(false);
  useEffect(() => {
    if (!open) return;
    const id = setTimeout(() => {
      if (step === 2) document.getElementById(fieldId(DELETE_FORM, 'email'))?.focus();
      else if (movedBack.current) continueRef.current?.focus();
    }, 0);
    return () => clearTimeout(id);
  }, [open, step]);

  const start = () => {
    movedBack.current = false;
    setStep(1);
    setRefusal(null);
    setOpen(true);
  };
  const close = () => {
    if (!remove.isPending) setOpen(false);
  };

  const footer =
    step === 1
      ? [
          <Button key="cancel" onClick={close}>
            {t('delete.cancel')}
          </Button>,
          <Button key="continue" ref={continueRef} type="primary" danger onClick={() => setStep(2)}>
            {t('delete.continue')}
          </Button>,
        ]
      : [
          <Button
            key="back"
            onClick={() => {
              movedBack.current = true;
              setStep(1);
            }}
            disabled={remove.isPending}
          >
            {t('delete.back')}
          </Button>,
          <Button
            key="submit"
            type="primary"
            danger
            onClick={() => cf.form.submit()}
            disabled={!matches || refusal !== null}
            loading={remove.isPending}
            data-testid="confirm-delete-account"
          >
            {t('delete.submit')}
          </Button>,
        ];

  return (
    <>
      <Button
        danger
        icon={<DeleteOutlined aria-hidden />}
        onClick={start}
        disabled={email === undefined}
        data-testid="delete-account"
      >
        {t('delete.button')}
      </Button>
      <Modal
        open={open}
        title={step === 1 ? t('delete.dialogTitle') : t('delete.confirmTitle')}
        onCancel={close}
        mask={{ closable: !remove.isPending }}
        keyboard={!remove.isPending}
        afterClose={() => {
          cf.form.resetFields();
          setStep(1);
        }}
        rootClassName="pk-privacy-dialog pk-danger-dialog"
        footer={footer}
        forceRender
      >
        {step === 1 ? (
          <div data-testid="delete-step-1">
            <h3 className="pk-privacy-h3">{t('delete.erasedTitle')}</h3>
            <ul className="pk-privacy-list">
              <li>{t('delete.erased.data')}</li>
              <li>{t('delete.erased.files')}</li>
              <li>{t('delete.erased.sessions')}</li>
            </ul>
            {account.role === 'admin' && <p>{t('delete.adminNote')}</p>}
            <h3 className="pk-privacy-h3">{t('delete.keptTitle')}</h3>
            <p>{t('delete.kept')}</p>
            <p>{t('delete.hint')}</p>
            <p className="pk-privacy-strong">{t('delete.undone')}</p>
          </div>
        ) : null}
        <div hidden={step !== 2} data-testid="delete-step-2">
          <p>{t('delete.confirmText', { email: email ?? '' })}</p>
          {refusal && (
            <Alert className="pk-privacy-alert" type="error" showIcon role="alert" title={refusal} />
          )}
          <Form {...cf.formProps}>
            <FormFields labels={cf.labels} rules={cf.rules}>
              <Field name="email">
                <Input type="email" autoComplete="off" spellCheck={false} />
              </Field>
            </FormFields>
          </Form>
        </div>
      </Modal>
    </>
  );
}
