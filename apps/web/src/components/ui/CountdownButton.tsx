import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type CountdownButtonProps = {
  /** Sends the code; answers how many seconds the button then stays disabled, or null when sending failed. */
  onSend: () => Promise<number | null>;
  disabled?: boolean;
  testId?: string;
  label?: string;
};

/**
 * "Send code": while the request runs and during the countdown that follows (spec §4: 60 s × the
 * server's expiry minutes) the button is disabled and shows the seconds left.
 */
export function CountdownButton({ onSend, disabled, testId, label }: CountdownButtonProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [left, setLeft] = useState(0);
  const until = useRef(0);

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(
      () => setLeft(Math.max(0, Math.ceil((until.current - Date.now()) / 1000))),
      1000,
    );
    return () => window.clearTimeout(timer);
  }, [left]);

  const send = async () => {
    if (sending || left > 0) return;
    setSending(true);
    try {
      const seconds = await onSend();
      if (seconds && seconds > 0) {
        until.current = Date.now() + seconds * 1000;
        setLeft(seconds);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <button
      type="button"
      className="btn btn-ghost field-addon-button"
      onClick={() => void send()}
      disabled={disabled || sending || left > 0}
      data-testid={testId}
      data-countdown={left > 0 ? left : undefined}
    >
      {sending
        ? t('form.sending')
        : left > 0
          ? t('form.resendIn', { seconds: left })
          : (label ?? t('form.sendCode'))}
    </button>
  );
}
