import type { SendCodeRequest } from '@brokerage/shared';
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/ui/notify';
import { useSendCode } from '../api/send-code';
import './auth.css';

export const CODE_COOLDOWN_SECONDS = 60;

/**
 * Sends a verification code, then counts down before allowing another. `prepare` validates
 * the address fields first and returns the request, or null when they are not valid.
 */
export const SendCodeButton = ({ prepare }: { prepare: () => Promise<SendCodeRequest | null> }) => {
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState(0);
  const send = useSendCode({
    onSuccess: () => {
      toast(t('auth.codeSent'));
      setSeconds(CODE_COOLDOWN_SECONDS);
    },
  });

  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);

  const onClick = async (): Promise<void> => {
    const request = await prepare();
    if (request) send.mutate(request);
  };

  return (
    <Button
      size="small"
      color="primary"
      fill="outline"
      className="send-code-button"
      disabled={seconds > 0}
      loading={send.isPending}
      onClick={() => void onClick()}
      data-testid="send-code"
    >
      {seconds > 0 ? t('auth.resendIn', { seconds }) : t('auth.sendCode')}
    </Button>
  );
};
