import { APP_VERSION, APP_VERSION_CODE } from '@brokerage/shared';

/** Shown in settings/about (seed section 1: version 1.0.0, version code 100). */
export const APP_VERSION_LABEL = `${APP_VERSION} (${APP_VERSION_CODE})`;
export { APP_VERSION, APP_VERSION_CODE };
