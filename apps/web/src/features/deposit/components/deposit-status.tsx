import type { DepositView } from '@brokerage/shared';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** Seed section 4: deposit (recharge) history 0 wait, 1 pass, 2 part, 3 refuse. */
const STATUS: Record<DepositView['status'], { key: string; color: string }> = {
  0: { key: 'deposit.status.wait', color: 'warning' },
  1: { key: 'deposit.status.pass', color: 'success' },
  2: { key: 'deposit.status.part', color: 'primary' },
  3: { key: 'deposit.status.refuse', color: 'danger' },
};

export const DepositStatusTag = ({ status }: { status: DepositView['status'] }) => {
  const { t } = useTranslation();
  const { key, color } = STATUS[status];
  return (
    <Tag color={color} fill="outline" data-testid="deposit-status">
      {t(key)}
    </Tag>
  );
};
