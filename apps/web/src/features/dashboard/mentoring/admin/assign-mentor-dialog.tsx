import { useState } from 'react';
import { Alert, Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TAssignmentMatch } from '@praktika/contracts/mentoring';
import type { TMentorListItem } from '@praktika/contracts/people';
import { SEARCH_DEBOUNCE_MS } from '../../../../shared/admin/use-list-url-state.ts';
import { useDebouncedValue } from '../../../../shared/lib/use-debounced-value.ts';
import { useAdminAssign } from '../../../../shared/api/mentoring.ts';
import { mentorsResource, type TMentorsQueryWeb } from '../../../../shared/api/people.ts';
import { useLanguage } from '../../../../shared/ui/catalogue-select.tsx';
import { errorText, useToast } from '../../../../shared/ui/toast.ts';
import { refName } from '../../components/person-detail.tsx';
import { CandidatePicker, MatchChips, languageNames } from './mentor-admin-parts.tsx';

/** Whom the dialog assigns a mentor to: the intern, their approved application, and the mentor they have now. */
export interface AssignTarget {
  applicationId: string;
  internId: string;
  internName: string;
  internship?: { title: string; organisation: string };
  /** The current mentor: the dialog reassigns (POST /admins/reassigns) and leaves them out of the candidates. */
  currentMentor?: { _id: string; name: string } | null;
}

/**
 * A mentor as `GET /mentors?application=` lists them. With `application` the API may add each mentor's languages
 * and the ranking for that application's intern (optional: the list is shown without them too).
 */
export type TMentorCandidate = TMentorListItem & {
  mentorLanguages?: string[];
  match?: TAssignmentMatch | null;
};

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

  const confirm = () => {
    if (!chosen) return;
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
    <Modal
      open
      title={title}
      onCancel={() => !assign.isPending && onClose()}
      destroyOnHidden
      rootClassName="pk-ma-dialog"
      width={640}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={assign.isPending}>
          {t('dialog.cancel')}
        </Button>,
        <Button key="confirm" type="primary" disabled={!chosen} loading={assign.isPending} onClick={confirm}>
          {t(reassign ? 'dialog.confirmReassign' : 'dialog.confirmAssign')}
        </Button>,
      ]}
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
            {m.mentorLanguages && m.mentorLanguages.length > 0 && (
              <div className="pk-ma-candidate-meta">{languageNames(m.mentorLanguages, lang)}</div>
            )}
            {m.match && <MatchChips match={m.match} />}
          </>
        )}
      </CandidatePicker>
      {error !== null && <Alert type="error" showIcon role="alert" title={errorText(error, t)} />}
    </Modal>
  );
}
