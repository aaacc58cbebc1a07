import { useState } from 'react';
import { Alert, Segmented } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WORKING_STATUSES } from '@praktika/contracts/applications';
import type { TMentorshipRequest } from '@praktika/contracts/mentoring';
import { SEARCH_DEBOUNCE_MS } from '../../../shared/admin/use-list-url-state.ts';
import { useDebouncedValue } from '../../../shared/lib/use-debounced-value.ts';
import { applicationsResource } from '../../../entities/applications/api.ts';
import { mentorshipRequestsResource, useAdminAssign } from '../api/mentoring.ts';
import { internsResource } from '../../../entities/people/api.ts';
import { useLanguage } from '../../../shared/ui/catalogue-select.tsx';
import { errorText, useToast } from '../../../shared/ui/toast.ts';
import { CandidatePicker, languageNames, personName } from './mentor-admin-parts.tsx';
import { ActionDialog } from '../../../shared/ui/action-dialog.tsx';

const SHOWN = 20;

/** The picked row (`key`: the radio's value) and its intern; `applicationId` null: to be looked up. */
type TPick = { key: string; internId: string; internName: string; applicationId: string | null };

/** The waiting list, first in line on top: picking one takes its intern and application. */
function WaitingPicker({ value, onPick }: { value: string | null; onPick: (p: TPick) => void }) {
  const { t } = useTranslation('mentorAdmin');
  const lang = useLanguage();
  const list = mentorshipRequestsResource.useList({ status: 'WAITING', page: 1, limit: SHOWN });
  const requests: TMentorshipRequest[] = list.data?.docs ?? [];
  return (
    <CandidatePicker
      query={list}
      items={requests}
      label={t('assignIntern.waitingLabel')}
      empty={t('assignIntern.noWaiting')}
      value={value}
      nameOf={(r) => personName(r.intern)}
      onPick={(r) =>
        onPick({
          key: r._id,
          internId: r.intern._id,
          internName: personName(r.intern),
          applicationId: r.application._id,
        })
      }
    >
      {(r) => (
        <>
          <div className="pk-ma-candidate-head">
            {r.position !== null && (
              <span className="pk-ma-candidate-meta">{t('position', { position: r.position })}</span>
            )}
            <span className="pk-ma-candidate-name">{personName(r.intern)}</span>
          </div>
          <div className="pk-ma-candidate-meta">
            {t('mentor.internship', {
              internship: r.application.title,
              organisation: r.application.businessName,
            })}
          </div>
          <div className="pk-ma-candidate-meta">{languageNames(r.languages, lang)}</div>
        </>
      )}
    </CandidatePicker>
  );
}

/** Interns with a running internship (GET /interns?type=ACTIVE), searchable by name. */
function InternPicker({ value, onPick }: { value: string | null; onPick: (p: TPick) => void }) {
  const { t } = useTranslation('mentorAdmin');
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = internsResource.useList({
    type: 'ACTIVE',
    page: 1,
    limit: SHOWN,
    ...(name ? { name } : {}),
  });
  const fullName = (i: { internName: string; internLastName: string }) =>
    `${i.internName} ${i.internLastName}`;
  return (
    <CandidatePicker
      search={{ value: search, onChange: setSearch, label: t('assignIntern.searchLabel') }}
      query={list}
      items={list.data?.docs ?? []}
      label={t('assignIntern.searchHint')}
      empty={t('assignIntern.noInterns')}
      value={value}
      nameOf={fullName}
      onPick={(i) => onPick({ key: i._id, internId: i._id, internName: fullName(i), applicationId: null })}
    >
      {(i) => (
        <>
          <span className="pk-ma-candidate-name">{fullName(i)}</span>
          <div className="pk-ma-candidate-meta">{i.email}</div>
        </>
      )}
    </CandidatePicker>
  );
}

/**
 * The picked intern's approved or running internship (GET /applications?intern&status=APPROVED,HIRED,EXTENDED
 * &type=JOB): the application a mentorship belongs to. No placeholder: a previous intern's answer never counts.
 */
function useWorkingApplication(internId: string | null) {
  return useQuery({
    ...applicationsResource.listOptions({
      intern: internId ?? '',
      status: [...WORKING_STATUSES],
      type: 'JOB',
      page: 1,
      limit: 1,
    }),
    enabled: !!internId,
  });
}

/**
 * "Assign an intern" to this mentor (POST /admins/assigns with this mentor): from the waiting list (first in line
 * on top), or any intern with a running internship found by name (their approved application is looked up).
 * The API's refusals (MENTOR_FULL, MENTOR_NOT_AVAILABLE, INTERN_HAS_MENTOR) stay in the dialog.
 */
export function AssignInternDialog({
  mentor,
  onClose,
}: {
  mentor: { _id: string; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation(['mentorAdmin', 'errors']);
  const toast = useToast();
  const assign = useAdminAssign();
  const [source, setSource] = useState<'waiting' | 'search'>('waiting');
  const [picked, setPicked] = useState<TPick | null>(null);
  const [error, setError] = useState<unknown>(null);
  const lookup = useWorkingApplication(picked && !picked.applicationId ? picked.internId : null);
  const found = lookup.data?.docs[0] ?? null;
  const applicationId = picked?.applicationId ?? found?._id ?? null;
  const noApplication = !!picked && !picked.applicationId && lookup.isSuccess && !found;

  const pick = (p: TPick) => {
    setPicked(p);
    setError(null);
  };
  const confirm = () => {
    if (!picked || !applicationId) return;
    setError(null);
    assign.mutate(
      { applicationId, internId: picked.internId, mentorId: mentor._id, reassign: false },
      {
        onSuccess: () => {
          toast.success(t('assignIntern.assigned', { intern: picked.internName, mentor: mentor.name }));
          onClose();
        },
        onError: setError,
      },
    );
  };

  return (
    <ActionDialog
      title={t('assignIntern.title', { name: mentor.name })}
      pending={assign.isPending}
      onClose={onClose}
      rootClassName="pk-ma-dialog"
      width={640}
      cancelLabel={t('dialog.cancel')}
      confirmLabel={t('assignIntern.confirm')}
      onConfirm={confirm}
      disabled={!applicationId}
    >
      <Segmented<'waiting' | 'search'>
        block
        aria-label={t('assignIntern.source')}
        value={source}
        onChange={(v) => {
          setSource(v);
          setPicked(null);
          setError(null);
        }}
        options={[
          { value: 'waiting', label: t('assignIntern.fromWaiting') },
          { value: 'search', label: t('assignIntern.fromSearch') },
        ]}
      />
      <div className="pk-ma-picker">
        {source === 'waiting' ? (
          <WaitingPicker value={picked?.key ?? null} onPick={pick} />
        ) : (
          <InternPicker value={picked?.key ?? null} onPick={pick} />
        )}
      </div>
      {picked && !picked.applicationId && found && (
        <p className="pk-ma-dialog-intro">
          {t('assignIntern.applicationLabel')}:{' '}
          {t('mentor.internship', {
            internship: found.job?.title ?? found.training?.name ?? '',
            organisation: found.business.businessName,
          })}
        </p>
      )}
      {noApplication && <Alert type="warning" showIcon title={t('assignIntern.noApplication')} />}
      {error !== null && <Alert type="error" showIcon role="alert" title={errorText(error, t)} />}
    </ActionDialog>
  );
}
