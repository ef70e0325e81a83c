import {
  enrolmentResult,
  okSchema,
  recoveryCodesResult,
  secondFactorStatus,
  totpEnrolmentStart,
  webauthnOptions,
  type EnrolmentResult,
  type SecondFactorStatus,
} from '@brokerage/shared';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { rememberDeviceToken } from '../../../lib/security/device-token';
import { apiWithStepUp } from '../../../lib/security/step-up';

export const SECOND_FACTOR_KEY = ['member', 'second-factor'] as const;

export const getSecondFactorStatus = async (): Promise<SecondFactorStatus> =>
  secondFactorStatus.parse(await apiClient.api({ url: 'member/2fa' }));

export const useSecondFactorStatus = (enabled: boolean) =>
  useQuery({ queryKey: SECOND_FACTOR_KEY, queryFn: getSecondFactorStatus, enabled });

/** The first factor remembers this device: it is not asked again at sign-in. */
const enrolled = (result: EnrolmentResult): EnrolmentResult => {
  rememberDeviceToken(result.deviceToken);
  return result;
};

export const startTotpEnrolment = async () =>
  totpEnrolmentStart.parse(
    await apiClient.api({ url: 'member/2fa/totp', method: 'POST', data: {} }),
  );

export const confirmTotpEnrolment = async (code: string): Promise<EnrolmentResult> =>
  enrolled(
    enrolmentResult.parse(
      await apiWithStepUp('factors', {
        url: 'member/2fa/totp/confirm',
        method: 'POST',
        data: { code },
        prevent: true,
      }),
    ),
  );

/**
 * Makes a passkey in the browser (the options and their challenge come from the server and
 * go back with the answer once) and registers it under `name`.
 */
export const addPasskey = async (name: string): Promise<EnrolmentResult> => {
  // The WebAuthn library is fetched with the options, not with the app's first load.
  const [answer, { startRegistration }] = await Promise.all([
    apiClient.api({ url: 'member/2fa/passkey/options', method: 'POST', data: {} }),
    import('@simplewebauthn/browser'),
  ]);
  const options = webauthnOptions.parse(answer);
  // The server made these with SimpleWebAuthn; the schema only checks they are an object.
  const attestation = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return enrolled(
    enrolmentResult.parse(
      await apiWithStepUp('factors', {
        url: 'member/2fa/passkey',
        method: 'POST',
        data: { name, attestation },
        prevent: true,
      }),
    ),
  );
};

export const removeFactor = async (id: number): Promise<void> => {
  okSchema.parse(
    await apiWithStepUp('factors', {
      url: `member/2fa/${id}/delete`,
      method: 'POST',
      data: {},
      prevent: true,
    }),
  );
};

/** Ten new recovery codes (after a step-up): the old ones stop working at once. */
export const regenerateRecoveryCodes = async (): Promise<string[]> =>
  recoveryCodesResult.parse(
    await apiWithStepUp('factors', {
      url: 'member/2fa/recovery-codes',
      method: 'POST',
      data: {},
      prevent: true,
    }),
  ).recoveryCodes;
