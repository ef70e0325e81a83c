import { describe, expect, it } from 'vitest';
import { HttpError, REQUEST_STATUS } from '../http/http-error';
import { shouldRetry } from './query-client';

const failure = (status: number) => new HttpError({ status, code: status, messages: [] });

describe('shouldRetry', () => {
  it('never asks again after a 4xx answer', () => {
    for (const status of [400, 401, 404, 429]) expect(shouldRetry(0, failure(status))).toBe(false);
  });

  it('asks three more times when no answer came (offline, timeout, a dropped connection)', () => {
    for (const status of [REQUEST_STATUS.NETWORK, REQUEST_STATUS.CANCELLED]) {
      expect([0, 1, 2, 3].map((failures) => shouldRetry(failures, failure(status)))).toEqual([
        true,
        true,
        true,
        false,
      ]);
    }
  });

  it('asks once more after a server failure or an answer that did not parse', () => {
    expect([0, 1].map((failures) => shouldRetry(failures, failure(503)))).toEqual([true, false]);
    expect([0, 1].map((failures) => shouldRetry(failures, new Error('parse')))).toEqual([
      true,
      false,
    ]);
  });
});
