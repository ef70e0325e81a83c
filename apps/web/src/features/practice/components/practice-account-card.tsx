import type { PracticeAccount } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/instant';
import { useNumberFormat } from '../../../lib/format/use-number-format';
import './practice.css';

/** The open practice account: the virtual money it was opened with, and when. */
export const PracticeAccountCard = ({ account }: { account: PracticeAccount }) => {
  const { t } = useTranslation();
  const n = useNumberFormat();
  return (
    <dl className="practice-figures" data-testid="practice-account">
      <dt>{t('practice.account.funding')}</dt>
      <dd>
        {n.money(account.funding, account.currency)} {account.currency}
      </dd>
      <dt>{t('practice.account.opened')}</dt>
      <dd>{formatDateTime(account.openedAt, n.language)}</dd>
    </dl>
  );
};
