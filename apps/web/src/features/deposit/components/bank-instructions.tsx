import { formatIban } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/tools/copy-button';
import type { DepositInstructions } from '../api/get-deposit-instructions';
import './deposit.css';

/**
 * Where to send a bank transfer; each value can be copied into the banking app (the IBAN as
 * one string, shown in groups of four to compare by eye). Names wrap between words.
 */
export const BankInstructions = ({
  bank,
  reviewMinutes,
}: {
  bank: DepositInstructions['bank'];
  reviewMinutes: number;
}) => {
  const { t } = useTranslation();
  const rows = [
    { key: 'bankName', label: t('deposit.payeeBank'), value: bank.bankName },
    { key: 'accountName', label: t('deposit.payeeName'), value: bank.accountName },
    { key: 'iban', label: t('cards.iban'), value: bank.iban, shown: formatIban(bank.iban) },
    { key: 'bic', label: t('cards.bic'), value: bank.bic },
  ];
  return (
    <section className="info-card" data-testid="bank-instructions">
      <h2 className="section-title">{t('deposit.transferTo')}</h2>
      <dl className="copy-rows">
        {rows.map((row) => (
          <div className="copy-row" key={row.key}>
            <dt>{row.label}</dt>
            <dd>
              <span className="break" data-testid={`payee-${row.key}`}>
                {row.shown ?? row.value}
              </span>
              <CopyButton text={row.value} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="info-note">{t('deposit.bankNote', { minutes: reviewMinutes })}</p>
    </section>
  );
};
