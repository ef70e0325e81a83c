import type { PlanTerms, PlanView } from '@brokerage/shared';
import { useEffect, useState } from 'react';
import { useFormFailure } from '../../../components/forms/form-failure';
import { useChangePlan } from '../api/change-plan';
import { useCreatePlan } from '../api/create-plan';

/**
 * The steps every plan form goes through, the one-instrument sheet and the basket screen alike:
 * the customer goes on with terms (`proceed`, after which the form shows its problems), the pay
 * password authorises them (`confirm`: a new plan, or a change of `plan`), and the plan comes
 * back as the server has it (`result`). A refusal (wrong pay password, the limit of open plans)
 * stays in the form until `input` changes (issue 31 item 3).
 */
export const usePlanAuthorisation = (plan: PlanView | undefined, input: unknown) => {
  const [attempted, setAttempted] = useState(false);
  const [terms, setTerms] = useState<PlanTerms | undefined>();
  const [result, setResult] = useState<PlanView | undefined>();
  const failure = useFormFailure();
  const { clear } = failure;
  useEffect(() => clear(), [clear, input]);
  const done = (answer: PlanView): void => {
    setTerms(undefined);
    setResult(answer);
  };
  const create = useCreatePlan({ onSuccess: done, onError: failure.show });
  const change = useChangePlan({ onSuccess: done, onError: failure.show });
  return {
    attempted,
    /** The terms waiting for the pay password; undefined while the form is shown. */
    terms,
    result,
    failure,
    pending: create.isPending || change.isPending,
    /** Goes on with the form's terms, or only shows its problems when it has none (undefined). */
    proceed: (valid: PlanTerms | undefined): void => {
      setAttempted(true);
      if (valid) setTerms(valid);
    },
    /** Back from the pay password to the form. */
    back: (): void => setTerms(undefined),
    confirm: (payPassword: string): void => {
      if (!terms) return;
      if (plan) change.mutate({ id: plan.id, request: { terms, payPassword } });
      else create.mutate({ terms, payPassword });
    },
  };
};
