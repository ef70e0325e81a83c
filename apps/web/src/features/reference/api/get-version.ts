import { versionInfo, type VersionInfo } from '@brokerage/shared';
import { apiClient } from '../../../lib/api-client';

/** GET /version.json on the app's own host, bypassing every cache (seed section 7). */
export const getVersion = async (): Promise<VersionInfo> =>
  versionInfo.parse(
    await apiClient.api({
      url: `/version.json?t=${Date.now()}`,
      header: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
    }),
  );
