import { useState } from 'react';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TMentorListItem } from '@praktika/contracts/people';
import { SEARCH_DEBOUNCE_MS } from '../../../shared/admin/use-list-url-state.ts';
import { useDebouncedValue } from '../../../shared/lib/use-debounced-value.ts';
import { useAdminAssign } from '../api/mentoring.ts';
import { mentorsResource, type TMentorsQueryWeb } from '../../../entities/people/api.ts';
import { useLanguage } from '../../../shared/ui/catalogue-select.tsx';
import { errorText, useToast } from '../../../shared/ui/toast.ts';
import { refName } from '../../../entities/people/person-detail.tsx';
import { CandidatePicker, MatchChips, languageNames } from './mentor-admin-parts.tsx';
import { ActionDialog } from '../../../shared/ui/action-dialog.tsx';

/** Whom the dialog assigns a mentor to: the intern, their approved application, and the mentor they have now. */
export interface AssignTarget {
  applicationId: string;
  internId: string;
  internName: string;
  internship?: { title: string; organisation: string };
  /** The current mentor: the dialog reassigns (POST /admins/reassigns) and leaves them out of the candidates. */
  currentMentor?: { _id: string; name: string } | null;
  /** The languages the intern asked to be mentored in (issue 17: shown, and a mentor sharing none is confirmed). */
  languages?: readonly string[];
}

/** A mentor as `GET /mentors?application=` lists them: with their languages and why they fit that intern. */
export type TMentorCandidate = TMentorListItem;

/** The asked-for languages the mentor shares (all of the mentor's when the intern asked for none). */
export const sharedLanguages = (m: Pick<TMentorCandidate, 'mentorLanguages'>, asked: readonly string[]) =>
  m.mentorLanguages.filter((l) => asked.includes(l));

const CANDIDATES_SHOWN = 20;

/** A search box's text as the mentors list's `firstName` and `lastName` filters ("Arta Krasniqi" -> both). */
export function nameFilters(search: string): Pick<TMentorsQueryWeb, 'firstName' | 'lastName'> {
  const [first, ...rest] = search.trim().split(/\s+/).filter(Boolean);
  if (!first) return {};
  return rest.length ? { firstName: first, lastName: rest.join(' ') } : { firstName: first };
}

/**
 * Assign a mentor to an intern without one (POST /admins/assigns), or replace their current mentor (POST
 * /admins/reassigns). Lists approved mentors with a free spot who never had this application
 * (`GET /mentors?application&hasOpenSpots&removeInvitedMentors&approved`, the API's ranking order), searchable by
 * name, each with their load and, when given, languages and why they fit. The API's refusals (MENTOR_FULL,
 * MENTOR_NOT_AVAILABLE, INTERN_HAS_MENTOR) stay in the dialog.
 */
export function AssignMentorDialog({ target, onClose }: { target: AssignTarget; onClose: () => void }) {
  const { t } = useTranslation(['mentorAdmin', 'errors']);
  const lang = useLanguage();
  const toast = useToast();
  const assign = useAdminAssign();
  const reassign = !!target.currentMentor;
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [picked, setPicked] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  /** Asked once the admin picked a mentor sharing none of the intern's languages (issue 17). */
  const [confirmingLanguage, setConfirmingLanguage] = useState(false);
  const asked = target.languages ?? [];
  const list = mentorsResource.useList({
    page: 1,
    limit: CANDIDATES_SHOWN,
    application: target.applicationId,
    hasOpenSpots: true,
    removeInvitedMentors: true,
    approved: true,
    ...nameFilters(debounced),
  });
  const candidates = ((list.data?.docs ?? []) as TMentorCandidate[]).filter(
    (m) => m._id !== target.currentMentor?._id,
  );
  const chosen = candidates.find((m) => m._id === picked) ?? null;

  const noSharedLanguage = !!chosen && asked.length > 0 && sharedLanguages(chosen, asked).length === 0;
  const confirm = () => {
    if (!chosen) return;
    if (noSharedLanguage && !confirmingLanguage) {
      setConfirmingLanguage(true);
      return;
    }
    setError(null);
    assign.mutate(
      {
        applicationId: target.applicationId,
        internId: target.internId,
        mentorId: chosen._id,
        reassign,
      },
      {
        onSuccess: () => {
          toast.success(
            t('dialog.assigned', {
              mentor: `${chosen.mentorName} ${chosen.mentorSurname}`,
              intern: target.internName,
            }),
          );
          onClose();
        },
        onError: setError,
      },
    );
  };

  const title = t(reassign ? 'dialog.reassignTitle' : 'dialog.assignTitle', { name: target.internName });
  return (
    <ActionDialog
      title={title}
      pending={assign.isPending}
      onClose={onClose}
      rootClassName="pk-ma-dialog"
      width={640}
      cancelLabel={t('dialog.cancel')}
      extra={
        confirmingLanguage && (
          <Button onClick={() => setConfirmingLanguage(false)} disabled={assign.isPending}>
            {t('dialog.back')}
          </Button>
        )
      }
      confirmLabel={
        confirmingLanguage
          ? t('dialog.assignAnyway')
          : t(reassign ? 'dialog.confirmReassign' : 'dialog.confirmAssign')
      }
      onConfirm={confirm}
      danger={confirmingLanguage}
      disabled={!chosen}
    >
      {target.internship && (
        <p className="pk-ma-dialog-intro">
          {t('dialog.intro', {
            internship: target.internship.title,
            organisation: target.internship.organisation,
          })}
        </p>
      )}
      {target.currentMentor && (
        <p className="pk-ma-dialog-intro">{t('dialog.current', { name: target.currentMentor.name })}</p>
      )}
      {asked.length > 0 && (
        <p className="pk-ma-dialog-intro" data-testid="asked-languages">
          {t('dialog.asked', { name: target.internName, languages: languageNames(asked, lang) })}
        </p>
      )}
      <CandidatePicker
        search={{ value: search, onChange: setSearch, label: t('dialog.search') }}
        query={list}
        items={candidates}
        label={t('dialog.candidates')}
        empty={t('dialog.none')}
        value={picked}
        nameOf={(m) => `${m.mentorName} ${m.mentorSurname}`}
        onPick={(m) => {
          setPicked(m._id);
          setError(null);
          setConfirmingLanguage(false);
        }}
      >
        {(m) => (
          <>
            <div className="pk-ma-candidate-head">
              <span className="pk-ma-candidate-name">{`${m.mentorName} ${m.mentorSurname}`}</span>
              <span className="pk-ma-candidate-meta">
                {t('dialog.load', { count: m.mentorNumberOfInterns, max: m.mentorMaxInterns })}
              </span>
            </div>
            <div className="pk-ma-candidate-meta">
              {[m.mentorJob, refName(m.mentorMunicipality, lang), m.email].filter(Boolean).join(' · ')}
            </div>
            <div className="pk-ma-candidate-meta">
              {m.mentorLanguages.length
                ? t('dialog.languages', { languages: languageNames(m.mentorLanguages, lang) })
                : t('dialog.noLanguages')}
            </div>
            {asked.length > 0 && (
              <div className="pk-ma-candidate-meta">
                {sharedLanguages(m, asked).length ? (
                  t('dialog.shares', { languages: languageNames(sharedLanguages(m, asked), lang) })
                ) : (
                  <strong className="pk-ma-no-language">{t('dialog.sharesNone')}</strong>
                )}
              </div>
            )}
            {m.match !== undefined && <MatchChips match={m.match} />}
          </>
        )}
      </CandidatePicker>
      {confirmingLanguage && chosen && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          data-testid="no-language-warning"
          title={t('dialog.noLanguageTitle')}
          description={t('dialog.noLanguageText', {
            mentor: `${chosen.mentorName} ${chosen.mentorSurname}`,
            intern: target.internName,
            languages: languageNames(asked, lang),
          })}
        />
      )}
      {error !== null && <Alert type="error" showIcon role="alert" title={errorText(error, t)} />}
    </ActionDialog>
  );
}
