import type { CryptoNetwork } from '@brokerage/shared';
import { Segmented } from 'antd-mobile';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/tools/copy-button';
import type { DepositInstructions } from '../api/get-deposit-instructions';
import './deposit.css';

export const networkLabel = (network: string): string =>
  network === 'ERC20' ? 'ERC-20' : network === 'TRC20' ? 'TRC-20' : network;

/**
 * Network choice, the customer's OWN receiving address (derived for them alone) as a QR code
 * and text, and the seed's rules.
 */
export const CryptoAddress = ({
  instructions,
  network,
  onNetworkChange,
}: {
  instructions: DepositInstructions;
  network: CryptoNetwork;
  onNetworkChange: (network: CryptoNetwork) => void;
}) => {
  const { t } = useTranslation();
  const target = instructions.crypto.find((item) => item.network === network);
  return (
    <section className="info-card crypto-address" data-testid="crypto-address">
      <Segmented
        block
        value={network}
        onChange={(value) => onNetworkChange(value === 'ERC20' ? 'ERC20' : 'TRC20')}
        options={instructions.crypto.map((item) => ({
          label: `USDT ${networkLabel(item.network)}`,
          value: item.network,
        }))}
      />
      {target && (
        <>
          <div className="qr-box">
            <QRCodeSVG value={target.address} size={168} marginSize={2} title={target.address} />
          </div>
          <div className="address-line">
            <span className="mono break" data-testid="platform-address">
              {target.address}
            </span>
            <CopyButton text={target.address} testId="copy-address" />
          </div>
        </>
      )}
      <ul className="rules" data-testid="crypto-rules">
        <li>{t('deposit.rules.onlyUsdt')}</li>
        <li>
          {t('deposit.rules.confirmations', { confirmations: instructions.requiredConfirmations })}
        </li>
        <li>{t('deposit.rules.matchAddress', { network: networkLabel(network) })}</li>
      </ul>
    </section>
  );
};
