import { z } from 'zod/mini';
import { Decimal, DECIMAL_PATTERN } from '../money.ts';
import { feeScheduleSchema, type FeeRule } from '../order-rules/fee-schedule.ts';
import { bicSchema, cryptoAddressSchema, ibanSchema } from '../payment-targets/schemas.ts';
import { decimalString, safeString } from './common.ts';
import { approvalBands, approvalThresholds } from './four-eyes.ts';
import { FIAT_DECIMALS, nonNegativeAmountInUnits, USDT_DECIMALS } from './amount-units.ts';
import { loanTermsSetting, ltvSetting, marginSetting } from './loans.ts';
import { legalSettings, scriptOrigin, webviewOrigin } from './reference.ts';

const fraction = (max: string) =>
  decimalString.check(
    z.refine(
      (v) => DECIMAL_PATTERN.test(v) && !v.startsWith('-') && new Decimal(v).lte(max),
      'validation.amountInvalid',
    ),
  );
const line = (max = 200) => safeString().check(z.trim(), z.maxLength(max, 'validation.tooLong'));
const requiredLine = (max = 200) => line(max).check(z.minLength(1, 'validation.required'));

/**
 * The highest fee rate an operator may publish: 1 % of a trade's value. The stored table may
 * say anything the order rules can apply; what the console writes is held to this.
 */
export const MAX_FEE_RATE = '0.01';
const publishableFees = feeScheduleSchema.check(
  z.superRefine((fees, context) => {
    const rules: [string[], FeeRule][] = [
      [['default'], fees.default],
      ...Object.entries(fees.markets).map(([market, rule]): [string[], FeeRule] => [
        ['markets', market],
        rule,
      ]),
    ];
    // A rule or rate that is malformed has its own field's message (zod runs this check
    // anyway); reading it as a number would throw.
    for (const [path, rule] of rules)
      if (DECIMAL_PATTERN.test(String(rule?.rate)) && new Decimal(rule.rate).gt(MAX_FEE_RATE))
        context.addIssue({
          code: 'custom',
          path: [...path, 'rate'],
          message: 'validation.feeRateTooHigh',
        });
  }),
);

/**
 * Maximums per currency as operators write them: each a money amount of its currency, no
 * finer than its unit (cents; USDT's 6 decimals), checked by the customer's rule.
 */
const maximumsSetting = z
  .record(
    z.string().check(z.regex(/^[A-Z]{3,8}$/, 'validation.invalid')),
    z.object({
      deposit: decimalString,
      withdrawal: decimalString,
      transfer: decimalString,
      order: decimalString,
    }),
  )
  .check(
    z.superRefine((maximums, context) => {
      for (const [currency, limits] of Object.entries(maximums)) {
        const amount = nonNegativeAmountInUnits(
          currency === 'USDT' ? USDT_DECIMALS : FIAT_DECIMALS,
        );
        for (const [kind, value] of Object.entries(limits))
          if (!amount.safeParse(value).success)
            context.addIssue({
              code: 'custom',
              path: [currency, kind],
              message: 'validation.amountInvalid',
            });
      }
    }),
  );

export const INVITE_RULES = ['optional', 'required'] as const;
export type InviteRule = (typeof INVITE_RULES)[number];

/**
 * Every setting the console edits, with the schema the value must pass (the same shape the
 * server reads it with). A key not listed here cannot be written from the console.
 */
export const EDITABLE_SETTINGS = {
  /** Seed `base`: how customers are reached and the support widget. */
  'base.msgType': line(32),
  'base.whatsapp': line(64),
  'base.custom': line(2000),
  'member.customerScript': line(4000),
  /** Origins those two scripts load from: each is added to the customer app's `script-src`. */
  'base.scriptOrigins': z.array(scriptOrigin).check(z.maxLength(10, 'validation.tooLong')),
  /** Origins the in-app web view may load besides the app's own. */
  'base.webviewOrigins': z.array(webviewOrigin).check(z.maxLength(20, 'validation.tooLong')),
  /** The company, its regulator and licence, and the legal texts the About page shows. */
  'base.legal': legalSettings,
  /** Fees per market (the shared order rules read this table). */
  'trading.fees': publishableFees,
  /** A block deal's price band around the feed's ask (0.10 = ±10 %). */
  'trading.blockDealBand': fraction('0.5'),
  /** The minimum and the fee floor are USD amounts: no finer than a cent. */
  'withdrawal.rules': z.object({
    minimumUsd: nonNegativeAmountInUnits(FIAT_DECIMALS),
    feeRate: fraction('0.1'),
    feeMinimumUsd: nonNegativeAmountInUnits(FIAT_DECIMALS),
    requireKyc: z.boolean(),
    /** Hours a newly bound bank card or wallet waits before it can receive a withdrawal. */
    payeeCoolingOffHours: z._default(z.int().check(z.gte(0), z.lte(720)), 24),
  }),
  /** The account customers pay into: a checked IBAN and BIC, stored in their electronic form. */
  'funding.bank': z.object({
    bankName: requiredLine(),
    accountName: requiredLine(),
    iban: ibanSchema,
    bic: bicSchema,
  }),
  /** The platform's deposit addresses, each checked by its network's rule (EIP-55, base58check). */
  'funding.cryptoAddresses': z.object({
    ERC20: cryptoAddressSchema('ERC20'),
    TRC20: cryptoAddressSchema('TRC20'),
  }),
  'limits.maximums': maximumsSetting,
  /** The spread on currency conversion, a fraction in [0, 0.1]. */
  'fx.spread': fraction('0.1'),
  'uploads.quota': z.object({
    files: z.int().check(z.positive(), z.lte(10_000)),
    bytes: z.number().check(z.int(), z.positive(), z.lte(10 * 1024 * 1024 * 1024)),
  }),
  'loans.terms': loanTermsSetting,
  /** Margin loans: maintenance and liquidation levels, the call's deadline (band + four eyes). */
  'loans.margin': marginSetting,
  /** Margin loans: LTV per market and per instrument id (band + four eyes). */
  'loans.ltv': ltvSetting,
  /** Whether signing up needs an inviter's code (`required`) or takes one if given. */
  'member.inviteRule': z.enum(INVITE_RULES),
  /** Every operator must sign in with TOTP. */
  'operator.requireTotp': z.boolean(),
  /** Four eyes: amounts per currency above which a second operator must approve. */
  'approvals.thresholds': approvalThresholds,
  /** Four eyes: how far an FX rate or a fee may move by one operator's hand. */
  'approvals.bands': approvalBands,
} as const;

export type EditableSettingKey = keyof typeof EDITABLE_SETTINGS;
export const EDITABLE_SETTING_KEYS = Object.keys(EDITABLE_SETTINGS) as EditableSettingKey[];

export const settingKeyParams = z.object({
  key: z.enum(EDITABLE_SETTING_KEYS as [EditableSettingKey, ...EditableSettingKey[]]),
});

/** The value is checked against the key's schema by the server (EDITABLE_SETTINGS). */
export const settingUpdateRequest = z.object({ value: z.unknown() });

export const settingView = z.object({
  key: z.string(),
  /** null: not set, the server's default applies. */
  value: z.unknown(),
});
export const settingsList = z.array(settingView);

export const languageToggleRequest = z.object({ enabled: z.boolean() });
export const languageKeyParams = z.object({ key: z.string().check(z.regex(/^[A-Za-z-]{2,10}$/)) });

export const fxRateRequest = z.object({
  base: z.string().check(z.regex(/^[A-Z]{3,8}$/, 'validation.invalid')),
  quote: z.string().check(z.regex(/^[A-Z]{3,8}$/, 'validation.invalid')),
  rate: decimalString.check(
    z.refine((v) => DECIMAL_PATTERN.test(v) && new Decimal(v).gt(0), 'validation.amountInvalid'),
  ),
});
export const fxRateView = z.object({
  base: z.string(),
  quote: z.string(),
  rate: z.string(),
  updatedAt: z.string(),
});

export type FxRateRequest = z.infer<typeof fxRateRequest>;
export type FxRateView = z.infer<typeof fxRateView>;
