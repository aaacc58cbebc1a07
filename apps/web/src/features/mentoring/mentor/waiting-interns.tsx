import { useState } from 'react';
import { Button, Empty, Pagination, Skeleton, Tag } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

import { MENTOR_MAX_INTERNS, type TWaitingIntern } from '@praktika/contracts/mentoring';
import { useInviteIntern, useWaitingInterns } from '../api/mentoring.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { AssignmentReasons } from '../components/assignment-reasons.tsx';
import { personName } from '../components/mentoring-view.tsx';
import { catalogueName, useLanguage } from '../../../shared/ui/catalogue-select.tsx';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { useToast } from '../../../shared/ui/toast.ts';
import { runMutation } from '../../../shared/lib/run-mutation.ts';
import { shownLanguageName } from '../../../shared/lib/language-names.ts';

const PAGE_SIZE = 10;

function WaitingItem({ w, onInvite }: { w: TWaitingIntern; onInvite: (w: TWaitingIntern) => void }) {
  const { t } = useTranslation('mentoring');
  const lang = useLanguage();
  const name = personName(w.intern);
  const names = (list: TWaitingIntern['intern']['categories']) =>
    list.map((c) => catalogueName(c, lang)).join(', ');
  return (
    <li className="pk-card pk-myinterns-item" data-testid={`waiting-${w._id}`}>
      <div className="pk-myinterns-body">
        <h3 className="pk-myinterns-name">{name}</h3>
        {w.position !== null && (
          <p className="pk-mentoring-muted">{t('waiting.position', { position: w.position })}</p>
        )}
        <p className="pk-mentoring-muted">
          {t('waiting.internship', { title: w.application.title, organisation: w.application.businessName })}
          {w.intern.municipality ? ` · ${catalogueName(w.intern.municipality, lang)}` : ''}
        </p>
        <p className="pk-mentoring-muted">
          {t('waiting.asked', { languages: w.languages.map((l) => shownLanguageName(l, lang)).join(', ') })}
        </p>
        {w.intern.categories.length > 0 && (
          <p className="pk-mentoring-muted">{t('waiting.fields', { list: names(w.intern.categories) })}</p>
        )}
        {w.intern.skills.length > 0 && (
          <p className="pk-mentoring-muted">{t('waiting.skills', { list: names(w.intern.skills) })}</p>
        )}
        {w.match && <AssignmentReasons mentorship={{ match: w.match, assignedBy: 'MENTOR' }} />}
        <div className="pk-mentoring-actions">
          {w.invitation ? (
            <Tag color="blue" className="pk-mentoring-tag" data-testid="invited">
              {t('waiting.invited')}
            </Tag>
          ) : (
            <Button
              type="primary"
              icon={<UserAddOutlined aria-hidden />}
              aria-label={t('waiting.inviteLabel', { name })}
              onClick={() => onInvite(w)}
            >
              {t('waiting.invite')}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

/**
 * The mentor's "Waiting interns" (issue 17; platform-core §6, a mentor "invites or accepts"): the interns on the
 * waiting list who asked for one of the mentor's languages, first come first, with why they fit (no birth date,
 * ethnicity or health data: the API sends none). Invite asks first; the API keeps the cap of five and every
 * assignment rule, and its refusals show as a toast.
 */
export function WaitingInterns() {
  const { t } = useTranslation('mentoring');
  const toast = useToast();
  const [page, setPage] = useState(1);
  const list = useWaitingInterns({ page, limit: PAGE_SIZE });
  const invite = useInviteIntern();
  const [asking, setAsking] = useState<TWaitingIntern | null>(null);
  const name = asking ? personName(asking.intern) : '';

  const confirm = () => {
    if (!asking) return;
    const invited = personName(asking.intern);
    runMutation(invite, asking._id, {
      onSuccess: () => {
        toast.success(t('waiting.sent', { name: invited }));
        setAsking(null);
      },
      onError: (err: unknown) => {
        toast.apiError(err);
        setAsking(null);
      },
    });
  };

  let body;
  if (list.isError) body = <ListError error={list.error} onRetry={() => void list.refetch()} />;
  else if (!list.data) body = <Skeleton active />;
  else if (list.data.docs.length === 0) body = <Empty description={t('waiting.none')} />;
  else
    body = (
      <>
        <ul className="pk-myinterns-list">
          {list.data.docs.map((w) => (
            <WaitingItem key={w._id} w={w} onInvite={setAsking} />
          ))}
        </ul>
        {list.data.totalDocs > PAGE_SIZE && (
          <Pagination
            current={page}
            pageSize={PAGE_SIZE}
            total={list.data.totalDocs}
            onChange={setPage}
            showSizeChanger={false}
          />
        )}
      </>
    );

  return (
    <section aria-label={t('waiting.tab')}>
      <p className="pk-mentoring-muted pk-myinterns-lead">{t('waiting.lead')}</p>
      {body}
      <ConfirmDialog
        open={asking !== null}
        title={t('waiting.inviteTitle', { name })}
        text={t('waiting.inviteText', { name, max: MENTOR_MAX_INTERNS })}
        okText={t('waiting.invite')}
        busy={invite.isPending}
        onOk={confirm}
        onClose={() => setAsking(null)}
      />
    </section>
  );
}
