import type { SecondFactorMethod, StepUpAction } from '@brokerage/shared';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getSecondFactorStatus, SECOND_FACTOR_KEY } from '../api/enrolment';
import { passStepUp, stepUpChallenge } from '../api/verification';
import { SecondFactorSheet } from './second-factor-sheet';

export interface Asking {
  action: StepUpAction;
  methods: SecondFactorMethod[];
}

/** The factors the customer can step up with now: their passkeys, their app, a recovery code. */
export const stepUpMethods = async (queryClient: QueryClient): Promise<SecondFactorMethod[]> => {
  const status = await queryClient.fetchQuery({
    queryKey: SECOND_FACTOR_KEY,
    queryFn: getSecondFactorStatus,
  });
  return [
    ...(status.passkeys.length > 0 ? (['passkey'] as const) : []),
    ...(status.totp ? (['totp'] as const) : []),
    'recovery',
  ];
};

/**
 * The step-up host's sheet (step-up-host.tsx), with the second-factor calls and schemas it
 * needs: a chunk fetched the first time a step-up is asked for, not with the app.
 */
export const StepUpSheet = ({
  asking,
  onDone,
}: {
  asking: Asking | null;
  onDone: (proof: string | null) => void;
}) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <SecondFactorSheet
      visible={asking !== null}
      prompt={asking ? t(`secondFactor.prompt.${asking.action}`) : ''}
      methods={asking?.methods ?? []}
      challenge={stepUpChallenge(asking?.action ?? 'withdraw')}
      verify={async (proof) => {
        if (!asking) return;
        const token = await passStepUp(asking.action, proof);
        void queryClient.invalidateQueries({ queryKey: SECOND_FACTOR_KEY });
        onDone(token);
      }}
      onClose={() => onDone(null)}
    />
  );
};
