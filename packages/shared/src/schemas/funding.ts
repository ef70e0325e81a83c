import { z } from 'zod/mini';
import { decimalString, payPasswordSchema, positiveAmount, safeString, text } from './common.ts';
import { amountInUnits, FIAT_DECIMALS, USDT_DECIMALS } from './amount-units.ts';
import {
  customerIdFilter,
  decider,
  decisionNote,
  reviewComment,
  reviewedCustomer,
  reviewVersion,
} from './review.ts';
import {
  bicSchema,
  cryptoAddressSchema,
  cryptoNetwork,
  ibanSchema,
} from '../payment-targets/index.ts';

// ---- bank cards and wallets -------------------------------------------------------------

/**
 * Seed section 5: name, account name, account, bank, code (IBAN) and BIC; a bank withdrawal
 * also needs the branch and the bank code, so a card is bound with all of them.
 */
export const bankCardRequest = z.object({
  name: text(64),
  accountName: text(64),
  accountNumber: text(34),
  bankName: text(64),
  iban: ibanSchema,
  bic: bicSchema,
  branch: text(64),
  bankCode: text(32),
  payPassword: payPasswordSchema,
});

export const bankCardView = z.object({
  id: z.int(),
  name: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  bankName: z.string(),
  iban: z.string(),
  bic: z.string(),
  /** Null only on a card bound before both were required (it cannot take a withdrawal). */
  branch: z.nullable(z.string()),
  bankCode: z.nullable(z.string()),
  createdAt: z.string(),
  /** From when it can receive a withdrawal (a new payee's cooling-off), an ISO instant. */
  usableFrom: z.string(),
});

/** Seed section 5: name, currency, network and address (only USDT, on ERC-20 or TRC-20). */
export const cryptoWalletRequest = z
  .object({
    name: text(64),
    currency: z.literal('USDT', 'validation.currencyInvalid'),
    network: cryptoNetwork,
    address: safeString().check(
      z.trim(),
      z.minLength(1, 'validation.required'),
      z.maxLength(64, 'validation.addressInvalid'),
    ),
    payPassword: payPasswordSchema,
  })
  .check(
    z.superRefine((value, ctx) => {
      if (!cryptoAddressSchema(value.network).safeParse(value.address).success) {
        ctx.addIssue({ code: 'custom', path: ['address'], message: 'validation.addressInvalid' });
      }
    }),
  );

export const cryptoWalletView = z.object({
  id: z.int(),
  name: z.string(),
  currency: z.string(),
  network: cryptoNetwork,
  address: z.string(),
  createdAt: z.string(),
  /** From when it can receive a withdrawal (a new payee's cooling-off), an ISO instant. */
  usableFrom: z.string(),
});

export const payPasswordRequest = z.object({ payPassword: payPasswordSchema });

// ---- deposits ----------------------------------------------------------------------------

/** A transaction hash as wallets show it: 64 hex digits, with or without 0x. */
export const txHashSchema = z
  .string()
  .check(z.trim(), z.regex(/^(0x)?[0-9a-fA-F]{64}$/, 'validation.txHashInvalid'));

/**
 * Bank deposits in a fiat currency (the server also checks the `currencies` table) with at
 * most cents; crypto deposits are USDT with at most 6 decimals, and only a hint: the hash,
 * optional, helps match the transfer sooner, but money is credited for what reaches the
 * customer's own address, never for the declaration.
 */
/** A bank deposit's reference as the server issues it: D and ten hex digits. */
export const depositReference = z.pipe(
  z.string().check(z.trim(), z.toUpperCase()),
  z.string().check(z.regex(/^D[0-9A-F]{10}$/, 'validation.depositReferenceInvalid')),
);

/** The reference issued before the transfer, to be quoted in it (issue 31 item 7). */
export const depositReferenceView = z.object({ reference: z.string() });

export const depositRequest = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('bank'),
    /**
     * The reference issued by GET /deposit/reference and quoted in the transfer; without it
     * (older clients) one is issued with the deposit. Each is used by one deposit only.
     */
    reference: z.optional(depositReference),
    currency: z.pipe(
      z.string().check(z.trim(), z.toUpperCase()),
      z.string().check(z.regex(/^[A-Z]{3}$/, 'validation.currencyUnsupported')),
    ),
    money: amountInUnits(FIAT_DECIMALS),
    proof: z.uuid('validation.proofRequired'),
  }),
  z.object({
    type: z.literal('crypto'),
    network: cryptoNetwork,
    money: amountInUnits(USDT_DECIMALS),
    txHash: z.optional(txHashSchema),
    proof: z.optional(z.uuid('validation.proofRequired')),
  }),
]);

export const depositView = z.object({
  id: z.int(),
  type: z.enum(['bank', 'crypto']),
  reference: z.string(),
  currency: z.string(),
  money: decimalString,
  network: z.nullable(z.string()),
  txHash: z.nullable(z.string()),
  confirmations: z.int(),
  /** Seed: 0 wait, 1 pass, 2 part, 3 refuse. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  auditMoney: z.nullable(decimalString),
  accountCurrency: z.string(),
  fxRate: z.nullable(decimalString),
  convertedAmount: z.nullable(decimalString),
  comment: z.nullable(z.string()),
  submitTime: z.string(),
  auditTime: z.nullable(z.string()),
  timezone: z.string(),
});

export const depositInstructions = z.object({
  bank: z.object({
    bankName: z.string(),
    accountName: z.string(),
    iban: z.string(),
    bic: z.string(),
  }),
  crypto: z.array(
    z.object({ network: cryptoNetwork, currency: z.literal('USDT'), address: z.string() }),
  ),
  requiredConfirmations: z.int(),
  reviewMinutes: z.int(),
});

/**
 * `version`: the record's version the operator saw; a decision on a changed one is refused.
 * Required: a decision that does not say what it saw would be a decision made blind. `note`:
 * the operators' own note (audit log and console only); `comment` is what the customer reads.
 */
const seenVersion = { version: reviewVersion, note: decisionNote };

export const depositAuditRequest = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('pass'), comment: reviewComment, ...seenVersion }),
  z.object({
    decision: z.literal('part'),
    auditMoney: positiveAmount,
    comment: text(500),
    ...seenVersion,
  }),
  z.object({ decision: z.literal('refuse'), comment: text(500), ...seenVersion }),
]);

/**
 * A transfer the chain watcher saw reach an address nobody owns (the old shared address) or
 * of another token: operators can refuse it or mark it for return, never credit it.
 */
export const chainTransferView = z.object({
  id: z.int(),
  network: cryptoNetwork,
  txHash: z.string(),
  logIndex: z.int(),
  blockNumber: z.nullable(z.int()),
  token: z.string(),
  fromAddress: z.nullable(z.string()),
  toAddress: z.string(),
  /** Base units as sent. */
  rawAmount: z.string(),
  /** In USDT, for the platform's USDT contract only. */
  amount: z.nullable(decimalString),
  status: z.enum(['credited', 'unmatched', 'refused', 'return']),
  comment: z.nullable(z.string()),
  reviewedBy: z.nullable(z.string()),
  reviewedAt: z.nullable(z.string()),
  createdAt: z.string(),
  /** Sent back with a decision (stale-record refusal). */
  version: z.int(),
  /** The decision's internal note (its audit row). */
  note: z.nullable(z.string()),
  /** `reviewedBy` with the operator's name read beside it. */
  decidedBy: decider,
});

/** Unmatched transfers, or those closed one way; without a status, every one not credited. */
export const chainTransferQuery = z.object({
  status: z.optional(z.enum(['unmatched', 'refused', 'return'])),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
});

export const chainTransferDecision = z.object({ comment: text(500), ...seenVersion });

// ---- withdrawals -------------------------------------------------------------------------

export const withdrawalQuoteQuery = z.object({
  type: z.enum(['bank', 'crypto']),
  currency: safeString().check(z.trim(), z.minLength(3), z.maxLength(8)),
  amount: positiveAmount,
});

export const withdrawalQuote = z.object({
  currency: z.string(),
  amount: decimalString,
  fee: decimalString,
  /** What leaves the available balance: amount + fee. */
  total: decimalString,
  minimum: decimalString,
  available: decimalString,
  /** When the platform promises to have processed it (business-day rule). */
  promisedBy: z.string(),
  /** Bank transfers arrive T+2 business days after processing. */
  arrivalBusinessDays: z.int(),
});

export const withdrawalReadinessQuery = z.object({ type: z.enum(['bank', 'crypto']) });

/** What the customer must do before a withdrawal: verify identity, set a pay password, bind a target. */
export const withdrawalBlocker = z.enum(['kyc', 'payPassword', 'target']);
export type WithdrawalBlocker = z.infer<typeof withdrawalBlocker>;

export const withdrawalReadiness = z.object({ missing: z.array(withdrawalBlocker) });

export const withdrawalRequest = z.object({
  type: z.enum(['bank', 'crypto']),
  targetId: z.int().check(z.positive()),
  currency: safeString().check(z.trim(), z.minLength(3), z.maxLength(8)),
  amount: positiveAmount,
  payPassword: payPasswordSchema,
});

export const withdrawalView = z.object({
  id: z.int(),
  type: z.enum(['bank', 'crypto']),
  target: z.record(z.string(), z.unknown()),
  currency: z.string(),
  amount: decimalString,
  fee: decimalString,
  /** Seed: 0 wait, 1 pass, 2 refuse, 3 cancel. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  comment: z.nullable(z.string()),
  /** The bank transfer's or the chain transaction's reference of a paid withdrawal. */
  payoutReference: z.nullable(z.string()),
  createdAt: z.string(),
  reviewedAt: z.nullable(z.string()),
  promisedBy: z.string(),
});

export const withdrawalReviewRequest = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('pass'),
    comment: reviewComment,
    /** Where the money went: the bank transfer's reference or the transaction hash. */
    reference: z.optional(text(128)),
    ...seenVersion,
  }),
  z.object({ decision: z.literal('refuse'), comment: text(500), ...seenVersion }),
]);

export type BankCardRequest = z.infer<typeof bankCardRequest>;
export type CryptoWalletRequest = z.infer<typeof cryptoWalletRequest>;
export type DepositRequest = z.infer<typeof depositRequest>;
export type DepositView = z.infer<typeof depositView>;
export type DepositAuditRequest = z.infer<typeof depositAuditRequest>;
export type ChainTransferView = z.infer<typeof chainTransferView>;
export type WithdrawalRequest = z.infer<typeof withdrawalRequest>;
export type WithdrawalView = z.infer<typeof withdrawalView>;
export type WithdrawalQuote = z.infer<typeof withdrawalQuote>;
export type WithdrawalReviewRequest = z.infer<typeof withdrawalReviewRequest>;

// ---- operator views ----------------------------------------------------------------------

export const adminListQuery = z.object({
  status: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(3))),
  customerId: customerIdFilter,
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
});

/**
 * What every review list adds to a record: the internal note of its decision (from its audit
 * row; operators only), who decided it, and the customer behind it.
 */
const decisionNoteView = {
  note: z.nullable(z.string()),
  decidedBy: decider,
  customer: reviewedCustomer,
};

export const adminDepositView = z.extend(depositView, {
  customerId: z.int(),
  proofFileId: z.nullable(z.string()),
  /** Sent back with a decision (stale-record refusal). */
  version: z.int(),
  ...decisionNoteView,
});
/**
 * Why an operator should look closer at a withdrawal before passing it: the bank account's
 * holder is not the verified identity (names compared normalised: case, accents, spacing and
 * the order of given and family name do not count), or there is no verified identity yet
 * (`identityName` null).
 */
export const withdrawalReviewNote = z.object({
  reason: z.literal('payeeNameMismatch'),
  payeeName: z.string(),
  identityName: z.nullable(z.string()),
});
export type WithdrawalReviewNote = z.infer<typeof withdrawalReviewNote>;

export const adminWithdrawalView = z.extend(withdrawalView, {
  customerId: z.int(),
  version: z.int(),
  reviewNote: z.nullable(withdrawalReviewNote),
  /** A payout proposed by one operator, waiting for a second (four eyes). */
  openProposalId: z.nullable(z.int()),
  ...decisionNoteView,
});
