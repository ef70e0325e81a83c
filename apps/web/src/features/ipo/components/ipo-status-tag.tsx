import type { IpoStatus, IpoSubscriptionView } from '@brokerage/shared';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

const OFFERING: Record<IpoStatus, string> = {
  upcoming: 'default',
  open: 'primary',
  waiting: 'warning',
  allotted: 'warning',
  listed: 'success',
};

const SUBSCRIPTION: Record<IpoSubscriptionView['status'], string> = {
  waiting: 'warning',
  allotted: 'success',
  partly_allotted: 'primary',
  not_allotted: 'default',
};

/** Where an offering stands: the calendar and the jobs decide it. */
export const IpoStatusTag = ({ status }: { status: IpoStatus }) => {
  const { t } = useTranslation();
  return (
    <Tag color={OFFERING[status]} fill="outline" data-testid="ipo-status">
      {t(`ipo.status.${status}`)}
    </Tag>
  );
};

/** A subscription's outcome: waiting allotment, then allotted, partly allotted or not. */
export const SubscriptionStatusTag = ({ status }: { status: IpoSubscriptionView['status'] }) => {
  const { t } = useTranslation();
  return (
    <Tag color={SUBSCRIPTION[status]} fill="outline" data-testid="ipo-subscription-status">
      {t(`ipo.subscriptionStatus.${status}`)}
    </Tag>
  );
};
