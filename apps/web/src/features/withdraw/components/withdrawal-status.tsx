import type { WithdrawalView } from '@brokerage/shared';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** Seed section 4: withdraw history 0 wait, 1 pass, 2 refuse, 3 cancel. */
const STATUS: Record<WithdrawalView['status'], { key: string; color: string }> = {
  0: { key: 'withdraw.status.wait', color: 'warning' },
  1: { key: 'withdraw.status.pass', color: 'success' },
  2: { key: 'withdraw.status.refuse', color: 'danger' },
  3: { key: 'withdraw.status.cancel', color: 'default' },
};

export const WithdrawalStatusTag = ({ status }: { status: WithdrawalView['status'] }) => {
  const { t } = useTranslation();
  const { key, color } = STATUS[status];
  return (
    <Tag color={color} fill="outline" data-testid="withdrawal-status">
      {t(key)}
    </Tag>
  );
};
