import { DEVICE_TOKEN_HEADER } from '@brokerage/shared';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { readTyped, writeTyped } from '../storage/typed-storage';

/**
 * The random token the server gave this device after a second factor: sent with every
 * sign-in, so that a remembered device is not asked for the factor again.
 */
export const deviceTokenHeader = (): Record<string, string> => {
  const token = readTyped(STORAGE_KEYS.device);
  return typeof token === 'string' && token ? { [DEVICE_TOKEN_HEADER]: token } : {};
};

export const rememberDeviceToken = (token: string | null | undefined): void => {
  if (token) writeTyped(STORAGE_KEYS.device, token);
};
