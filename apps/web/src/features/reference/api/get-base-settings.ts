import { baseSettings, type BaseSettings } from '@brokerage/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const getBaseSettings = async (): Promise<BaseSettings> =>
  baseSettings.parse(await apiClient.api({ url: 'setting/base' }));

export const baseSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['setting', 'base'], queryFn: getBaseSettings, meta: { silent: true } });
