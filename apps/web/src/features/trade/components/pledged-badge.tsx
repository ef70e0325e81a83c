import { Decimal } from '@brokerage/shared';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../../lib/format/use-number-format';

/**
 * The part of a lot pledged to a margin loan (issue 26): it cannot be closed, sold or moved
 * until the loan is repaid. Nothing when none is pledged.
 */
export const PledgedBadge = ({ quantity }: { quantity: string }) => {
  const { t } = useTranslation();
  const n = useNumberFormat();
  if (new Decimal(quantity).lte(0)) return null;
  return (
    <Tag color="primary" fill="outline" data-testid="position-pledged">
      {t('trade.pledged', { quantity: n.quantity(quantity) })}
    </Tag>
  );
};
