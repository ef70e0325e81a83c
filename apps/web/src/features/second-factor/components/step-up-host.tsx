import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { setStepUpAsker } from '../../../lib/security/step-up';
import type { Asking } from './step-up-sheet';
import { lazyNamed } from '../../../lib/ui/lazy-named';

/**
 * The sheet, its code inputs, the second-factor calls and their schemas are fetched the first
 * time a step-up is asked for, not with the app's first load; once there the sheet stays
 * mounted, so it opens and closes with its animation as before.
 */
const loadSheet = () => import('./step-up-sheet');
const StepUpSheet = lazyNamed(loadSheet, 'StepUpSheet');

/**
 * The app's one step-up sheet: when a guarded call is refused for want of a proof
 * (lib/security/step-up.ts), this asks for a factor and hands the proof back, or null when
 * the customer closes the sheet.
 */
export const StepUpHost = () => {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [asked, setAsked] = useState(false);
  const settle = useRef<((proof: string | null) => void) | null>(null);

  useEffect(() => {
    setStepUpAsker(async (action) => {
      const { stepUpMethods } = await loadSheet();
      const methods = await stepUpMethods(queryClient);
      settle.current?.(null);
      return new Promise<string | null>((resolve) => {
        settle.current = resolve;
        setAsked(true);
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

  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <StepUpSheet asking={asking} onDone={finish} />
    </Suspense>
  );
};
