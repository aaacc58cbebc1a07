import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMentorship } from '@praktika/contracts/mentoring';
import { mentorshipsResource, useAnswerInvitation } from '../api/mentoring.ts';
import { runMutation } from '../../../shared/lib/run-mutation.ts';
import { AcceptDeclineButtons } from '../components/accept-decline-buttons.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { MentorCard } from '../components/mentor-card.tsx';
import { personName } from '../components/mentoring-view.tsx';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { useToast } from '../../../shared/ui/toast.ts';

type Answer = { mentorship: TMentorship; type: 'ACCEPT' | 'DECLINE' };

/**
 * The intern's open invitations (issue 17): a mentor invited them from the waiting list. Each shows the mentor's
 * card and the internship, with Accept (the mentorship starts at once) and Decline (they stay on the waiting list in
 * their place), each confirmed. Nothing when there are none.
 */
export function Invitations({ internId }: { internId: string }) {
  const { t } = useTranslation('mentoring');
  const toast = useToast();
  const list = mentorshipsResource.useList({ intern: internId, status: ['INVITED'], page: 1, limit: 10 });
  const answer = useAnswerInvitation();
  const [asking, setAsking] = useState<Answer | null>(null);
  const name = asking ? personName(asking.mentorship.mentor) : '';
  const decline = asking?.type === 'DECLINE';

  if (list.isError) return <ListError error={list.error} onRetry={() => void list.refetch()} />;
  const docs = list.data?.docs ?? [];
  if (docs.length === 0) return null;

  const confirm = () => {
    if (!asking) return;
    const done = asking;
    const mentor = personName(done.mentorship.mentor);
    runMutation(
      answer,
      { id: done.mentorship._id, type: done.type },
      {
        onSuccess: () => {
          toast.success(
            done.type === 'ACCEPT' ? t('invitations.accepted', { name: mentor }) : t('invitations.declined'),
          );
          setAsking(null);
        },
        onError: (err: unknown) => {
          toast.apiError(err);
          setAsking(null);
        },
      },
    );
  };

  return (
    <section className="pk-mentoring-stack" aria-labelledby="pk-invitations" data-testid="invitations">
      <div>
        <h2 id="pk-invitations" className="pk-mentoring-h2">
          {t('invitations.title')}
        </h2>
        <p className="pk-mentoring-muted">{t('invitations.lead')}</p>
      </div>
      {docs.map((m) => {
        const mentor = personName(m.mentor);
        return (
          <div key={m._id} data-testid={`invitation-${m._id}`}>
            <MentorCard
              mentor={m.mentor}
              status={m.status}
              headingLevel={3}
              actions={
                <AcceptDeclineButtons
                  accept={{
                    text: t('invitations.accept'),
                    label: t('invitations.acceptLabel', { name: mentor }),
                  }}
                  decline={{
                    text: t('invitations.decline'),
                    label: t('invitations.declineLabel', { name: mentor }),
                  }}
                  onAccept={() => setAsking({ mentorship: m, type: 'ACCEPT' })}
                  onDecline={() => setAsking({ mentorship: m, type: 'DECLINE' })}
                />
              }
            />
            <p className="pk-mentoring-muted">
              {t('invitations.internship', {
                title: m.application.title,
                organisation: m.application.business.businessName,
              })}
            </p>
          </div>
        );
      })}
      <ConfirmDialog
        open={asking !== null}
        title={decline ? t('invitations.declineTitle', { name }) : t('invitations.acceptTitle', { name })}
        text={decline ? t('invitations.declineText', { name }) : t('invitations.acceptText')}
        okText={decline ? t('invitations.decline') : t('invitations.accept')}
        danger={decline}
        busy={answer.isPending}
        onOk={confirm}
        onClose={() => setAsking(null)}
      />
    </section>
  );
}
