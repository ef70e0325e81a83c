import { type DepositView } from '@brokerage/shared';
import { Button, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/tools/copy-button';
import { useNumberFormat } from '../../../lib/format/use-number-format';
import './deposit.css';

/** After submitting: the customer's reference, to quote in the transfer and to any question. */
export const DepositSubmitted = ({
  deposit,
  reviewMinutes,
  onRecords,
}: {
  deposit: DepositView;
  reviewMinutes: number;
  onRecords: () => void;
}) => {
  const n = useNumberFormat();
  const { t } = useTranslation();
  return (
    <div className="info-card submitted" data-testid="deposit-submitted">
      <Result
        status="waiting"
        title={t('deposit.submitted')}
        description={
          deposit.type === 'bank'
            ? t('deposit.submittedBank', { minutes: reviewMinutes })
            : t('deposit.submittedCrypto')
        }
      />
      <dl className="copy-rows">
        <div className="copy-row">
          <dt>{t('deposit.reference')}</dt>
          <dd>
            <span className="mono strong" data-testid="deposit-reference">
              {deposit.reference}
            </span>
            <CopyButton text={deposit.reference} />
          </dd>
        </div>
        <div className="copy-row">
          <dt>{t('deposit.amount')}</dt>
          <dd className="amount">
            {n.money(deposit.money, deposit.currency)} {deposit.currency}
          </dd>
        </div>
      </dl>
      <Button block color="primary" fill="outline" onClick={onRecords} data-testid="to-records">
        {t('deposit.viewRecords')}
      </Button>
    </div>
  );
};
