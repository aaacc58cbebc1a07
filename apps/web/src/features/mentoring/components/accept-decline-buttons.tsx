import { Button } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';

/**
 * Accept and Decline side by side (an assignment the mentor answers, an invitation the intern answers): the
 * visible words and the accessible names that add who is answered come from the caller.
 */
export function AcceptDeclineButtons({
  accept,
  decline,
  onAccept,
  onDecline,
}: {
  accept: { text: string; label: string };
  decline: { text: string; label: string };
  onAccept: () => void;
  onDecline: () => void;
}) {
  return (
    <>
      <Button
        type="primary"
        icon={<CheckOutlined aria-hidden />}
        aria-label={accept.label}
        onClick={onAccept}
      >
        {accept.text}
      </Button>
      <Button
        danger
        className="pk-mentoring-danger"
        icon={<CloseOutlined aria-hidden />}
        aria-label={decline.label}
        onClick={onDecline}
      >
        {decline.text}
      </Button>
    </>
  );
}
