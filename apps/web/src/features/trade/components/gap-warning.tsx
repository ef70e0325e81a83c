import { useTranslation } from 'react-i18next';

/**
 * What a stop cannot promise: when the price jumps over the stop (a gap, e.g. at the open),
 * the order fills at the next available price, which may be worse than the stop; a
 * stop-limit may then not fill at all.
 */
export const GapWarning = ({ type, testId }: { type: 'stop' | 'stop_limit'; testId: string }) => {
  const { t } = useTranslation();
  return (
    <div className="order-note warn gap-warning" role="note" data-testid={testId}>
      {type === 'stop' ? t('trade.gapWarningStop') : t('trade.gapWarningStopLimit')}
    </div>
  );
};
