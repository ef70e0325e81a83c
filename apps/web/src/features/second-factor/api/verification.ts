import {
  loginResponse,
  stepUpResponse,
  webauthnOptions,
  type FactorProof,
  type LoginResponse,
  type StepUpAction,
} from '@brokerage/shared';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { apiClient } from '../../../lib/api-client';
import { rememberDeviceToken } from '../../../lib/security/device-token';

/** Signs with one of the customer's passkeys against a challenge the server just made. */
export const signWithPasskey = async (challenge: {
  url: string;
  data: object;
}): Promise<FactorProof> => {
  // The WebAuthn library is fetched with the challenge, not with the app's first load.
  const [answer, { startAuthentication }] = await Promise.all([
    apiClient.api({ url: challenge.url, method: 'POST', data: challenge.data }),
    import('@simplewebauthn/browser'),
  ]);
  const options = webauthnOptions.parse(answer);
  const assertion = await startAuthentication({
    // The server made these with SimpleWebAuthn; the schema only checks they are an object.
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return { method: 'passkey', assertion };
};

/** A factor passed for `action`: the single-use proof the guarded call carries. */
export const passStepUp = async (action: StepUpAction, proof: FactorProof): Promise<string> =>
  stepUpResponse.parse(
    await apiClient.api({ url: 'member/2fa/step-up', method: 'POST', data: { action, proof } }),
  ).stepUp;

export const stepUpChallenge = (action: StepUpAction) => ({
  url: 'member/2fa/step-up/challenge',
  data: { action },
});

export const loginChallenge = (ticket: string) => ({
  url: 'member/login/passkey-challenge',
  data: { ticket },
});

/** The second step of a sign-in from a new device; the device is remembered after it. */
export const completeSecondFactorLogin = async (
  ticket: string,
  proof: FactorProof,
): Promise<LoginResponse> => {
  const answer = loginResponse.parse(
    await apiClient.api({
      url: 'member/login/second-factor',
      method: 'POST',
      data: { ticket, proof },
    }),
  );
  rememberDeviceToken(answer.deviceToken);
  return answer;
};
