import type { LoginResponse, SecondFactorMethod } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { completeSecondFactorLogin, loginChallenge } from '../api/verification';
import { SecondFactorSheet } from './second-factor-sheet';

/** The second step of a sign-in from a device the server does not know. */
export const LoginSecondFactor = ({
  asked,
  onSuccess,
  onClose,
}: {
  asked: { ticket: string; methods: SecondFactorMethod[] } | null;
  onSuccess: (answer: LoginResponse) => Promise<void>;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <SecondFactorSheet
      visible={asked !== null}
      prompt={t('secondFactor.prompt.login')}
      methods={asked?.methods ?? []}
      challenge={loginChallenge(asked?.ticket ?? '')}
      verify={async (proof) => {
        if (!asked) return;
        await onSuccess(await completeSecondFactorLogin(asked.ticket, proof));
      }}
      onClose={onClose}
    />
  );
};
