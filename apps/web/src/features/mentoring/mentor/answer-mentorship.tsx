import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMentorship } from '@praktika/contracts/mentoring';
import { useAnswerMentorship } from '../api/mentoring.ts';
import { readerLanguage } from '../../../shared/lib/api-client.ts';
import { AcceptDeclineButtons } from '../components/accept-decline-buttons.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { personName } from '../components/mentoring-view.tsx';
import { useToast } from '../../../shared/ui/toast.ts';

export type TMentorshipAnswer = { mentorship: TMentorship; type: 'ACCEPT' | 'DECLINE' };

/** Accept and Decline of a PENDING mentorship, named with the intern for screen readers. */
export function AnswerButtons({ m, onAnswer }: { m: TMentorship; onAnswer: (a: TMentorshipAnswer) => void }) {
  const { t } = useTranslation('mentoring');
  const name = personName(m.intern);
  return (
    <AcceptDeclineButtons
      accept={{ text: t('myInterns.accept'), label: t('myInterns.acceptLabel', { name }) }}
      decline={{ text: t('myInterns.decline'), label: t('myInterns.declineLabel', { name }) }}
      onAccept={() => onAnswer({ mentorship: m, type: 'ACCEPT' })}
      onDecline={() => onAnswer({ mentorship: m, type: 'DECLINE' })}
    />
  );
}

/**
 * The mentor's answer to an assigned intern (PUT /mentorships/:id ACCEPT or DECLINE), confirmed first: `ask` opens
 * the confirmation, `dialog` is to be rendered; `onDone` follows a successful answer.
 */
export function useMentorshipAnswer(onDone?: (a: TMentorshipAnswer) => void) {
  const { t } = useTranslation('mentoring');
  const toast = useToast();
  const answer = useAnswerMentorship();
  const [asking, setAsking] = useState<TMentorshipAnswer | null>(null);
  const name = asking ? personName(asking.mentorship.intern) : '';
  const decline = asking?.type === 'DECLINE';

  const confirm = () => {
    if (!asking) return;
    const done = asking;
    answer
      .mutateAsync({
        id: done.mentorship._id,
        type: done.type,
        emailLanguage: readerLanguage(),
      })
      .then(
        () => {
          toast.success(
            done.type === 'ACCEPT' ? t('myInterns.accepted', { name }) : t('myInterns.declined', { name }),
          );
          setAsking(null);
          onDone?.(done);
        },
        (err: unknown) => toast.apiError(err),
      );
  };

  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      title={decline ? t('myInterns.declineTitle', { name }) : t('myInterns.acceptTitle', { name })}
      text={decline ? t('myInterns.declineText') : t('myInterns.acceptText', { name })}
      okText={decline ? t('myInterns.decline') : t('myInterns.accept')}
      danger={decline}
      busy={answer.isPending}
      onOk={confirm}
      onClose={() => setAsking(null)}
    />
  );
  return { ask: setAsking, dialog };
}
