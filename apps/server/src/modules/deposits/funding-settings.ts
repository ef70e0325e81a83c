import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { DEFAULT_AMOUNT_LIMITS } from '../reference/amount-limits.ts';
import { getSetting } from '../reference/reference.repository.ts';

/** Seed section 9: credited after 3 network confirmations; risk review within 5 minutes. */
export const REQUIRED_CONFIRMATIONS = 3;
export const DEPOSIT_REVIEW_MINUTES = 5;

const bankInstructions = z.object({
  bankName: z.string(),
  accountName: z.string(),
  iban: z.string(),
  bic: z.string(),
});
const platformAddresses = z.object({ ERC20: z.string(), TRC20: z.string() });
const withdrawalRules = z.object({
  /** Seed: minimum withdrawal $10 (converted for other currencies). */
  minimumUsd: z.string(),
  /** Fee = max(amount x rate, minimumUsd converted); disclosed before confirming. */
  feeRate: z.string(),
  feeMinimumUsd: z.string(),
  requireKyc: z.boolean(),
  /** Issue 24: a payee bound less than this many hours ago cannot receive a withdrawal. */
  payeeCoolingOffHours: z.number().int().min(0).default(24),
});

export type WithdrawalRules = z.infer<typeof withdrawalRules>;

export const DEFAULT_FUNDING_SETTINGS = {
  'funding.bank': {
    bankName: 'Demo Bank AG',
    accountName: 'Brokerage Client Money Account',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
  },
  'funding.cryptoAddresses': {
    ERC20: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    TRC20: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
  },
  'withdrawal.rules': {
    minimumUsd: '10',
    feeRate: '0.001',
    feeMinimumUsd: '1',
    requireKyc: true,
    payeeCoolingOffHours: 24,
  },
  'limits.maximums': DEFAULT_AMOUNT_LIMITS,
};

export const getBankInstructions = async (db: Executor) =>
  bankInstructions.parse(await getSetting(db, 'funding.bank'));
export const getPlatformAddresses = async (db: Executor) =>
  platformAddresses.parse(await getSetting(db, 'funding.cryptoAddresses'));
export const getWithdrawalRules = async (db: Executor) =>
  withdrawalRules.parse(await getSetting(db, 'withdrawal.rules'));
