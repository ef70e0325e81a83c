import { cryptoWalletView } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { cardsKey } from './card-keys';
import { z } from 'zod/mini';

export type CryptoWallet = ReturnType<typeof cryptoWalletView.parse>;

const walletList = z.array(cryptoWalletView);

export const getCryptoWallets = async (): Promise<CryptoWallet[]> =>
  walletList.parse(await apiClient.api({ url: 'card/crypto' }));

export const cryptoWalletsQueryOptions = () =>
  queryOptions({ queryKey: cardsKey('crypto'), queryFn: getCryptoWallets });

export const useCryptoWallets = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...cryptoWalletsQueryOptions(), enabled });
