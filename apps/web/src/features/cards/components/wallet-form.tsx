import { cryptoAddressSchema, cryptoWalletRequest, type CryptoNetwork } from '@brokerage/shared';
import { Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { chosenRule, fieldRule } from '../../../lib/forms/zod-rule';
import { useAddCryptoWallet } from '../api/add-crypto-wallet';
import type { CryptoWallet } from '../api/get-crypto-wallets';
import { BindTargetForm } from './bind-target-form';
import { SingleChoice } from '../../../components/forms/single-choice';
import './cards.css';

interface Values {
  name?: string;
  network?: CryptoNetwork[];
  address?: string;
}

export const NETWORK_OPTIONS = [
  { label: 'ERC-20', value: 'ERC20' as const },
  { label: 'TRC-20', value: 'TRC20' as const },
];

/** Bind a USDT wallet; the address is checked for the chosen network as the server checks it. */
export const WalletForm = ({
  onDone,
  onError,
}: {
  onDone: (wallet: CryptoWallet) => void;
  onError: (error: unknown) => void;
}) => {
  const { t } = useTranslation();
  return (
    <BindTargetForm
      useBind={useAddCryptoWallet}
      toRequest={(values: Values, payPassword) => {
        const parsed = cryptoWalletRequest.safeParse({
          name: values.name,
          currency: 'USDT',
          network: values.network?.[0],
          address: values.address,
          payPassword,
        });
        return parsed.success ? parsed.data : undefined;
      }}
      initialValues={{ network: ['TRC20'] }}
      submitLabel={t('cards.bindWallet')}
      submitTestId="wallet-submit"
      confirmTitle={t('cards.confirmBindWallet')}
      onDone={onDone}
      onError={onError}
    >
      <Form.Item
        name="name"
        label={t('cards.walletName')}
        required
        rules={[fieldRule(cryptoWalletRequest.shape.name, t, t('cards.walletName'))]}
      >
        <Input
          placeholder={t('cards.walletNamePlaceholder')}
          maxLength={64}
          clearable
          data-testid="wallet-name"
        />
      </Form.Item>
      <Form.Item label={t('cards.currency')}>
        <span className="static-value">USDT</span>
      </Form.Item>
      <Form.Item
        name="network"
        label={t('cards.network')}
        required
        rules={[chosenRule(t, t('cards.network'))]}
      >
        <SingleChoice options={NETWORK_OPTIONS} columns={2} showCheckMark={false} />
      </Form.Item>
      <Form.Item
        name="address"
        label={t('cards.address')}
        required
        dependencies={['network']}
        rules={[
          ({ getFieldValue }) => {
            const network = (getFieldValue('network') as CryptoNetwork[] | undefined)?.[0];
            return fieldRule(cryptoAddressSchema(network ?? 'TRC20'), t, t('cards.address'));
          },
        ]}
      >
        <Input
          placeholder={t('cards.addressPlaceholder')}
          maxLength={64}
          clearable
          autoComplete="off"
          data-testid="wallet-address"
        />
      </Form.Item>
    </BindTargetForm>
  );
};
