import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';

/** A bank account as a withdrawal keeps it (the card as it was when requested). */
const bankTarget = z.object({
  accountName: z.string(),
  iban: z.string(),
  bankName: z.string(),
  bic: z.string(),
});
/** A wallet as a withdrawal keeps it. */
const walletTarget = z.object({ network: z.string(), currency: z.string(), address: z.string() });

/** An IBAN as banks print it: in groups of four, read aloud and compared group by group. */
export const groupIban = (iban: string) =>
  iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})/g, '$1 ')
    .trim();

/**
 * Where a withdrawal's money goes, whole (issue 28 item 5): a bank account's holder, its IBAN
 * in groups of four, bank and BIC; a wallet's network and its whole address, wrapped and
 * copyable. Nothing is cut off: the operator compares it with the payout they make.
 */
export const WithdrawalDestination = ({
  type,
  target,
}: {
  type: 'bank' | 'crypto';
  target: Record<string, unknown>;
}) => {
  const { t } = useTranslation();
  const bank = type === 'bank' ? bankTarget.safeParse(target) : null;
  if (bank?.success) {
    const { accountName, iban, bankName, bic } = bank.data;
    return (
      <div className="destination" data-testid="withdrawal-destination">
        <div>
          <span className="muted">{t('withdrawals.holder')}:</span>{' '}
          <strong data-testid="destination-holder">{accountName}</strong>
        </div>
        <Typography.Text code copyable={{ text: iban }} data-testid="destination-iban">
          {groupIban(iban)}
        </Typography.Text>
        <div className="muted">
          {bankName} · BIC <span className="mono">{bic}</span>
        </div>
      </div>
    );
  }
  const wallet = type === 'crypto' ? walletTarget.safeParse(target) : null;
  if (wallet?.success) {
    const { network, currency, address } = wallet.data;
    return (
      <div className="destination" data-testid="withdrawal-destination">
        <div className="muted">
          {currency} · {network}
        </div>
        <Typography.Text code copyable className="wallet-address" data-testid="destination-address">
          {address}
        </Typography.Text>
      </div>
    );
  }
  // A destination kept in an older shape: every value it holds, none left out.
  return (
    <div className="destination" data-testid="withdrawal-destination">
      {Object.entries(target)
        .filter(([key, value]) => key !== 'id' && ['string', 'number'].includes(typeof value))
        .map(([key, value]) => (
          <div key={key}>
            <span className="muted">{key}:</span> {String(value)}
          </div>
        ))}
    </div>
  );
};
