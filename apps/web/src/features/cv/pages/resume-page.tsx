import { useState } from 'react';
import { Button, Form, Spin } from 'antd';
import { DownloadOutlined, SaveOutlined } from '@ant-design/icons';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZInternCvWrite, type TInternCv, type TInternCvWrite } from '@praktika/contracts/cv';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { focusFirstInvalid } from '../../../shared/forms/focus-first-error.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { readerLanguage } from '../../../shared/lib/reader-language.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { GuardianNotice } from '../../../entities/guardian/guardian-notice.tsx';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { PageIntro } from '../../../shared/ui/page-intro.tsx';
import { errorText, useToast } from '../../../shared/ui/toast.ts';
import { downloadCvPdf, useCv, useSaveCv } from '../api/cv.ts';
import { CvFields, cvMessage } from '../components/cv-fields.tsx';
import { EducationSection, useKosovoId } from '../components/education-section.tsx';
import { ExperienceSection } from '../components/experience-section.tsx';
import { LanguagesSection } from '../components/languages-section.tsx';
import { FilesSection, InterestsSection } from '../components/more-section.tsx';
import { PersonalSection } from '../components/personal-section.tsx';
import {
  cvIssues,
  fieldPath,
  fromCv,
  isFormPath,
  serverPath,
  toCvInput,
  type CvValues,
  type PathIssue,
} from '../lib/cv-form.ts';
import '../resume.css';

export const RESUME_FORM = 'resume';

/**
 * /resume: the intern's CV builder. A visitor goes to the intern login and comes back; other roles have their
 * own profile under /dashboard.
 */
export default function ResumePage() {
  const session = useSession();
  usePageTitle('resume:title');
  if (!session) return <Navigate to="/login" replace state={{ from: '/resume' }} />;
  if (session.role !== 'intern') return <Navigate to="/dashboard" replace />;
  return <ResumeLoader internId={session.id} />;
}

function ResumeLoader({ internId }: { internId: string }) {
  const { t } = useTranslation('resume');
  const session = useSession();
  const cv = useCv(internId);
  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} />
      <div className="pk-container pk-section pk-cv">
        {/* Issue 22 §2: an intern under 18 without a guardian's consent sees why, with the resend. */}
        <GuardianNotice session={session} />
        {cv.isError ? (
          <ListError error={cv.error} onRetry={() => void cv.refetch()} />
        ) : cv.data ? (
          <ResumeForm internId={internId} cv={cv.data} />
        ) : (
          <div className="pk-cv-loading">
            <Spin aria-label={t('loading')} />
          </div>
        )}
      </div>
    </>
  );
}

/** Puts issues on their fields (focusing the first in page order); what has no field goes to a toast. */
function useShowIssues(form: ReturnType<typeof Form.useForm<CvValues>>[0]) {
  const { t } = useTranslation(['resume', 'validation', 'errors']);
  return (issues: PathIssue[], values: CvValues): PathIssue[] => {
    const byPath = new Map<string, { name: Array<string | number>; errors: string[] }>();
    const unplaced: PathIssue[] = [];
    for (const issue of issues) {
      if (!isFormPath(issue.path)) {
        unplaced.push(issue);
        continue;
      }
      const name = fieldPath(issue.path, values);
      const entry = byPath.get(name.join('.')) ?? { name, errors: [] };
      const msg = cvMessage(t, issue);
      if (!entry.errors.includes(msg)) entry.errors.push(msg);
      byPath.set(name.join('.'), entry);
    }
    const fields = [...byPath.values()];
    form.setFields(fields as Parameters<typeof form.setFields>[0]);
    focusFirstInvalid(
      form,
      fields.map((f) => f.name.join('_')),
      RESUME_FORM,
    );
    return unplaced;
  };
}

function ResumeForm({ internId, cv }: { internId: string; cv: TInternCv }) {
  const { t } = useTranslation(['resume', 'validation', 'errors']);
  const toast = useToast();
  const [form] = Form.useForm<CvValues>();
  const save = useSaveCv(internId);
  const showIssues = useShowIssues(form);
  const [downloading, setDownloading] = useState(false);
  const kosovoId = useKosovoId();

  // the stored CV fills the form once; a save keeps what the person typed
  const [initial] = useState(() => fromCv(cv));

  const onFinish = () => {
    const values = form.getFieldsValue(true) as CvValues;
    const issues = cvIssues(values, kosovoId);
    if (issues.length) {
      showIssues(issues, values);
      return;
    }
    const body: TInternCvWrite = ZInternCvWrite.parse(toCvInput(values));
    save.mutate(body, {
      onSuccess: ({ intern }) => {
        toast.success(intern.updateFinished ? t('resume:saved') : t('resume:savedIncomplete'));
      },
      onError: (err) => {
        if (err instanceof ApiError && err.errorType === 'VALIDATION_ERROR' && err.details.length) {
          const unplaced = showIssues(
            err.details.map((d) => ({
              path: serverPath(d.field),
              code: d.issue,
              maximum: d.max,
              origin: d.origin,
            })),
            values,
          );
          if (unplaced.length) toast.error(errorText(err, t));
          return;
        }
        toast.error(errorText(err, t));
      },
    });
  };

  const onFinishFailed = () => {
    const invalid = form
      .getFieldsError()
      .filter((f) => f.errors.length > 0)
      .map((f) => f.name.join('_'));
    focusFirstInvalid(form, invalid, RESUME_FORM);
  };

  const download = () => {
    setDownloading(true);
    // The PDF in the interface's language and script (sr-Cyrl: the Serbian CV in Cyrillic).
    downloadCvPdf(internId, readerLanguage())
      .catch((err: unknown) => toast.error(errorText(err, t)))
      .finally(() => setDownloading(false));
  };

  return (
    <Form<CvValues>
      form={form}
      name={RESUME_FORM}
      layout="vertical"
      className="pk-form pk-cv-form"
      noValidate
      initialValues={initial}
      onFinish={onFinish}
      onFinishFailed={onFinishFailed}
      disabled={save.isPending}
    >
      <CvFields kosovoId={kosovoId}>
        <PersonalSection email={cv.email} />
        <EducationSection formName={RESUME_FORM} />
        <ExperienceSection formName={RESUME_FORM} />
        <LanguagesSection formName={RESUME_FORM} />
        <InterestsSection />
        <FilesSection internId={internId} />
      </CvFields>
      <div className="pk-cv-actions">
        <Button type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden />} loading={save.isPending}>
          {t('resume:save')}
        </Button>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          onClick={download}
          loading={downloading}
          aria-describedby="pk-cv-download-hint"
        >
          {t('resume:download')}
        </Button>
        <span id="pk-cv-download-hint" className="pk-muted">
          {t('resume:downloadHint')}
        </span>
      </div>
    </Form>
  );
}
