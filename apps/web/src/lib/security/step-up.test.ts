import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../http/http-error';
import { apiWithStepUp, setStepUpAsker } from './step-up';

/** Issue 24: a guarded call asks the step-up sheet only when the server asks for a proof. */
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const stepUpRequired = () =>
  answer(403, { code: 'STEP_UP_REQUIRED', message: 'Confirm this with your second factor first.' });

const sentHeaders = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([, init]) => (init as RequestInit).headers as Record<string, string>);

afterEach(() => {
  vi.unstubAllGlobals();
  setStepUpAsker(() => Promise.resolve(null));
});

describe('apiWithStepUp', () => {
  it('a call the server does not guard is sent once, without a proof, and the sheet is not asked', async () => {
    const fetchMock = vi.fn().mockResolvedValue(answer(200, { data: { ok: true } }));
    vi.stubGlobal('fetch', fetchMock);
    const asker = vi.fn();
    setStepUpAsker(asker);
    await expect(
      apiWithStepUp('withdraw', { url: 'withdraw', method: 'POST', data: {} }),
    ).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentHeaders(fetchMock)[0]).not.toHaveProperty('x-step-up');
    expect(asker).not.toHaveBeenCalled();
  });

  it('when the server asks for a proof, the sheet’s proof goes with the same call, sent once more', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(stepUpRequired())
      .mockResolvedValueOnce(answer(200, { data: { id: 7 } }));
    vi.stubGlobal('fetch', fetchMock);
    const asker = vi.fn().mockResolvedValue('proof-token');
    setStepUpAsker(asker);
    const result = await apiWithStepUp('payee', {
      url: 'card/bank',
      method: 'POST',
      data: { name: 'Main' },
      header: { 'Idempotency-Key': 'key-1' },
    });
    expect(result).toEqual({ id: 7 });
    expect(asker).toHaveBeenCalledWith('payee');
    const [first, second] = sentHeaders(fetchMock);
    expect(first).not.toHaveProperty('x-step-up');
    expect(second).toMatchObject({ 'x-step-up': 'proof-token', 'Idempotency-Key': 'key-1' });
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({ body: JSON.stringify({ name: 'Main' }) });
  });

  it('closing the sheet answers the server’s refusal, and nothing is sent again', async () => {
    const fetchMock = vi.fn().mockResolvedValue(stepUpRequired());
    vi.stubGlobal('fetch', fetchMock);
    setStepUpAsker(() => Promise.resolve(null));
    const failure = await apiWithStepUp('password', {
      url: 'member/password',
      method: 'PUT',
      data: {},
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).code).toBe('STEP_UP_REQUIRED');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('another refusal does not open the sheet', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(answer(400, { code: 'PAY_PASSWORD_WRONG', message: 'Wrong.' }));
    vi.stubGlobal('fetch', fetchMock);
    const asker = vi.fn();
    setStepUpAsker(asker);
    await expect(
      apiWithStepUp('withdraw', { url: 'withdraw', method: 'POST', data: {} }),
    ).rejects.toMatchObject({ code: 'PAY_PASSWORD_WRONG' });
    expect(asker).not.toHaveBeenCalled();
  });
});
