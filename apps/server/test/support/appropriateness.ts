import { APPROPRIATENESS_VERSION, type AppropriatenessAnswers } from '@brokerage/shared';
import type { TestApp } from '../test-app.ts';

/** Answers that pass the questionnaire. */
export const PASSING_ANSWERS: AppropriatenessAnswers = {
  experience: '1to3',
  incomeBand: '50to100k',
  lossesBeyondInvestment: true,
  pledgeMaySell: true,
};

/** Answers the appropriateness questionnaire for the session `token` (the current version). */
export const answerAppropriateness = (
  t: TestApp,
  token: string,
  answers: Partial<AppropriatenessAnswers> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/appropriateness',
    headers: { authorization: `Bearer ${token}` },
    payload: { version: APPROPRIATENESS_VERSION, answers: { ...PASSING_ANSWERS, ...answers } },
  });
