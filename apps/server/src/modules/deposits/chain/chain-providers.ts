import type { ChainConfig } from '../../../config.ts';
import type { ChainProvider } from './chain-provider.ts';
import { evmProvider } from './evm-provider.ts';
import { tronProvider } from './tron-provider.ts';

/** The providers the configuration names: one per network with a node URL. */
export const chainProviders = (config: ChainConfig, now: () => Date): ChainProvider[] => [
  ...(config.ethRpcUrl ? [evmProvider({ rpcUrl: config.ethRpcUrl })] : []),
  ...(config.tronApiUrl
    ? [tronProvider({ apiUrl: config.tronApiUrl, apiKey: config.tronApiKey, now })]
    : []),
];
