import type { PlanView } from '@brokerage/shared';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { toast } from '../../../lib/ui/notify';
import { usePlanAction } from '../api/act-on-plan';
import { confirmDialog } from '../../../lib/ui/dialog';
import './plans.css';

const DONE_KEYS: Record<PlanView['status'], string> = {
  active: 'plans.resumed',
  paused: 'plans.pausedDone',
  cancelled: 'plans.cancelledDone',
};

/**
 * Pause or resume, change, cancel: what the customer may do to an open plan. Cancelling asks
 * first (a cancelled plan never buys again); none of these asks for the pay password, since
 * none buys anything the customer has not authorised. A change does (the sheet asks).
 */
export const PlanActions = ({
  plan,
  onChange,
}: {
  plan: PlanView;
  /** Opens where the plan is changed (the sheet, or a basket's screen); without it, none is offered. */
  onChange?: () => void;
}) => {
  const { t } = useTranslation();
  const onError = useFailureHandler();
  const action = usePlanAction({
    onError,
    onSuccess: (answer) => toast(t(DONE_KEYS[answer.status])),
  });
  if (plan.status === 'cancelled') return null;
  const busy = action.isPending;
  const pending = (name: string) => busy && action.variables?.action === name;

  const confirmCancel = async (): Promise<void> => {
    const ok = await confirmDialog({
      content: t('plans.cancelConfirm'),
      confirmText: t('plans.cancelPlan'),
      cancelText: t('plans.keep'),
    });
    if (ok) action.mutate({ id: plan.id, action: 'cancel' });
  };

  return (
    <div className="plan-actions" data-testid="plan-actions">
      {plan.status === 'active' ? (
        <Button
          fill="outline"
          color="primary"
          loading={pending('pause')}
          disabled={busy}
          onClick={() => action.mutate({ id: plan.id, action: 'pause' })}
          data-testid="plan-pause"
        >
          {t('plans.pause')}
        </Button>
      ) : (
        <Button
          fill="outline"
          color="primary"
          loading={pending('resume')}
          disabled={busy}
          onClick={() => action.mutate({ id: plan.id, action: 'resume' })}
          data-testid="plan-resume"
        >
          {t('plans.resume')}
        </Button>
      )}
      {onChange && (
        <Button
          fill="outline"
          color="primary"
          disabled={busy}
          onClick={onChange}
          data-testid="plan-change"
        >
          {t('plans.change')}
        </Button>
      )}
      <Button
        fill="outline"
        color="danger"
        loading={pending('cancel')}
        disabled={busy}
        onClick={() => void confirmCancel()}
        data-testid="plan-cancel"
      >
        {t('plans.cancelPlan')}
      </Button>
    </div>
  );
};
