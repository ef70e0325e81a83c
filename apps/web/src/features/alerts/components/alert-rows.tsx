import { formatCarriedPrice, instrumentKeyText } from '@brokerage/shared';
import { Button, ErrorBlock, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { formatDateTime } from '../../../lib/format/instant';

import { toast } from '../../../lib/ui/notify';
import { useLanguageStore } from '../../../stores/language-store';
import type { PriceAlertView } from '../api/get-alerts';
import { useCancelAlert } from '../api/cancel-alert';
import { confirmDialog } from '../../../lib/ui/dialog';
import './alerts.css';

const STATUS_COLOR = { active: 'primary', triggered: 'success', cancelled: 'default' } as const;

/** Alerts, newest first as the server sends them; an active one can be cancelled. */
export const AlertRows = ({
  alerts,
  showKey,
  empty,
}: {
  alerts: PriceAlertView[];
  showKey: boolean;
  empty: string;
}) => {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  const onError = useFailureHandler();
  const cancel = useCancelAlert({ onError, onSuccess: () => toast(t('alerts.cancelled')) });

  const confirmCancel = async (alert: PriceAlertView): Promise<void> => {
    const ok = await confirmDialog({
      content: t('alerts.cancelConfirm'),
      confirmText: t('alerts.cancelAlert'),
      cancelText: t('alerts.keep'),
    });
    if (ok) cancel.mutate(alert.id);
  };

  if (alerts.length === 0)
    return (
      <ErrorBlock
        status="empty"
        title={empty}
        description=""
        className="alerts-empty"
        data-testid="alerts-empty"
      />
    );
  return (
    <ul className="alert-rows" data-testid="alert-rows">
      {alerts.map((alert) => (
        <li key={alert.id} className="alert-row" data-testid={`alert-${alert.id}`}>
          <div className="alert-row-main">
            <span className="alert-row-head">
              {showKey && <span className="alert-row-key">{instrumentKeyText(alert.key)}</span>}
              <span className="alert-row-target">
                {t(`alerts.${alert.direction}`)} {formatCarriedPrice(alert.price, language)}
              </span>
              <Tag color={STATUS_COLOR[alert.status]} fill="outline" className="alert-row-status">
                {t(`alerts.status.${alert.status}`)}
              </Tag>
            </span>
            <span className="alert-row-time muted">
              {alert.status === 'triggered' && alert.triggeredAt
                ? t('alerts.triggeredAt', {
                    price: formatCarriedPrice(alert.triggeredPrice ?? '', language),
                    time: formatDateTime(alert.triggeredAt, language),
                  })
                : t('alerts.createdAt', { time: formatDateTime(alert.createdAt, language) })}
            </span>
          </div>
          {alert.status === 'active' && (
            <Button
              size="mini"
              color="danger"
              fill="outline"
              className="alert-row-cancel"
              loading={cancel.isPending && cancel.variables === alert.id}
              disabled={cancel.isPending}
              onClick={() => void confirmCancel(alert)}
              data-testid={`cancel-alert-${alert.id}`}
            >
              {t('common.cancel')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
};
