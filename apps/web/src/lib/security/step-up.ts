import { STEP_UP_HEADER, type StepUpAction } from '@brokerage/shared';
import { apiClient } from '../api-client';
import type { RequestOptions } from '../http/http-client';
import { HttpError } from '../http/http-error';

/** Asks the customer for a second factor for `action`: a proof, or null when they cancel. */
export type StepUpAsker = (action: StepUpAction) => Promise<string | null>;

let asker: StepUpAsker = () => Promise.resolve(null);

/** The app's step-up sheet registers itself here; the client itself touches no UI. */
export const setStepUpAsker = (next: StepUpAsker): void => {
  asker = next;
};

const STEP_UP_CODES: ReadonlySet<string | number> = new Set([
  'STEP_UP_REQUIRED',
  'STEP_UP_INVALID',
]);

/**
 * An API call the server may guard with a step-up (issue 24): sent as is (a customer without
 * a factor is never asked), and when the server asks for a proof, the sheet gets one and the
 * same call goes again with it. Cancelling answers the server's refusal.
 */
export const apiWithStepUp = async <T>(
  action: StepUpAction,
  options: RequestOptions,
): Promise<T> => {
  try {
    return await apiClient.api<T>(options);
  } catch (error) {
    if (!(error instanceof HttpError) || !STEP_UP_CODES.has(error.code)) throw error;
    const proof = await asker(action);
    if (proof === null) throw error;
    return apiClient.api<T>({ ...options, header: { ...options.header, [STEP_UP_HEADER]: proof } });
  }
};
