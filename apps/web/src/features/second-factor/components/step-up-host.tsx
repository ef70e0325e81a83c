import type { SecondFactorMethod, StepUpAction } from '@brokerage/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setStepUpAsker } from '../../../lib/security/step-up';
import { getSecondFactorStatus, SECOND_FACTOR_KEY } from '../api/enrolment';
import { passStepUp, stepUpChallenge } from '../api/verification';
import { SecondFactorSheet } from './second-factor-sheet';

interface Asking {
  action: StepUpAction;
  methods: SecondFactorMethod[];
}

/**
 * The app's one step-up sheet: when a guarded call is refused for want of a proof
 * (lib/security/step-up.ts), this asks for a factor and hands the proof back, or null when
 * the customer closes the sheet.
 */
export const StepUpHost = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Asking | null>(null);
  const settle = useRef<((proof: string | null) => void) | null>(null);

  useEffect(() => {
    setStepUpAsker(async (action) => {
      const status = await queryClient.fetchQuery({
        queryKey: SECOND_FACTOR_KEY,
        queryFn: getSecondFactorStatus,
      });
      const methods: SecondFactorMethod[] = [
        ...(status.passkeys.length > 0 ? (['passkey'] as const) : []),
        ...(status.totp ? (['totp'] as const) : []),
        'recovery',
      ];
      settle.current?.(null);
      return new Promise<string | null>((resolve) => {
        settle.current = resolve;
        setAsking({ action, methods });
      });
    });
    return () => setStepUpAsker(() => Promise.resolve(null));
  }, [queryClient]);

  const finish = (proof: string | null): void => {
    settle.current?.(proof);
    settle.current = null;
    setAsking(null);
  };

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
        finish(token);
      }}
      onClose={() => finish(null)}
    />
  );
};
