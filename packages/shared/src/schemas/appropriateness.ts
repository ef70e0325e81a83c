import { z } from 'zod/mini';

/**
 * The appropriateness questionnaire (issue 26), asked before the first loan and the first
 * quant fund purchase. Versioned: every answer keeps the version it answered, and a new
 * version of the questions gets a new number here (answers to an older version stay valid).
 */
export const APPROPRIATENESS_VERSION = 1;

/** Years of trading securities on one's own account. */
export const TRADING_EXPERIENCE = ['none', 'under1', '1to3', 'over3'] as const;
/** Yearly income before tax, in US dollars or their equivalent. */
export const INCOME_BANDS = ['under20k', '20to50k', '50to100k', 'over100k'] as const;

const yesNo = z.boolean({ error: 'validation.required' });

export const appropriatenessAnswers = z.object({
  experience: z.enum(TRADING_EXPERIENCE, { error: 'validation.required' }),
  incomeBand: z.enum(INCOME_BANDS, { error: 'validation.required' }),
  /** "With borrowed money, can you lose more than you invested?" (yes is right). */
  lossesBeyondInvestment: yesNo,
  /** "Below the liquidation level, may the platform sell pledged holdings unasked?" (yes). */
  pledgeMaySell: yesNo,
});
export type AppropriatenessAnswers = z.infer<typeof appropriatenessAnswers>;

export const appropriatenessRequest = z.object({
  version: z.literal(APPROPRIATENESS_VERSION, { error: 'validation.invalid' }),
  answers: appropriatenessAnswers,
});
export type AppropriatenessRequest = z.infer<typeof appropriatenessRequest>;

export const APPROPRIATENESS_REASONS = ['experience', 'income', 'losses', 'liquidation'] as const;
export type AppropriatenessReason = (typeof APPROPRIATENESS_REASONS)[number];

/**
 * Why answers fail (empty: they pass). No trading experience, an income below 20k, or a wrong
 * answer to either question on the risks of borrowing each fail on their own.
 */
export const appropriatenessFailures = (
  answers: AppropriatenessAnswers,
): AppropriatenessReason[] => {
  const reasons: AppropriatenessReason[] = [];
  if (answers.experience === 'none') reasons.push('experience');
  if (answers.incomeBand === 'under20k') reasons.push('income');
  if (!answers.lossesBeyondInvestment) reasons.push('losses');
  if (!answers.pledgeMaySell) reasons.push('liquidation');
  return reasons;
};

/** Where the customer stands: never answered, passed, or failed (and when to try again). */
export const appropriatenessStatus = z.object({
  version: z.int(),
  state: z.enum(['none', 'passed', 'failed']),
  answeredAt: z.nullable(z.string()),
  reasons: z.array(z.enum(APPROPRIATENESS_REASONS)),
  /** A failed answer can be answered again from this instant on; null otherwise. */
  retakeFrom: z.nullable(z.string()),
});
export type AppropriatenessStatus = z.infer<typeof appropriatenessStatus>;

/** Every answer a customer gave, newest first, as operators see them on the customer page. */
export const adminAppropriatenessAnswer = z.object({
  id: z.int(),
  version: z.int(),
  answers: appropriatenessAnswers,
  passed: z.boolean(),
  reasons: z.array(z.enum(APPROPRIATENESS_REASONS)),
  createdAt: z.string(),
});
export const adminAppropriateness = z.object({ items: z.array(adminAppropriatenessAnswer) });
export type AdminAppropriateness = z.infer<typeof adminAppropriateness>;
