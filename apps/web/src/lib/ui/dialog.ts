import type { DialogAlertProps, DialogConfirmProps } from 'antd-mobile';

type DialogApi = typeof import('antd-mobile/es/components/dialog').default;

let dialogApi: Promise<DialogApi> | undefined;

/**
 * antd-mobile's Dialog, fetched when a screen first asks a question: it brings the sheets'
 * chunk (mask, spring), some 30 KB gzipped that a screen's first load need not wait for
 * (issue 29). Every dialog of the app goes through here.
 */
const withDialog = (): Promise<DialogApi> =>
  (dialogApi ??= import('antd-mobile/es/components/dialog').then((module) => module.default));

/** Asks a yes/no question; settles with the answer (false when dismissed). */
export const confirmDialog = async (props: DialogConfirmProps): Promise<boolean> =>
  (await withDialog()).confirm(props);

/** Tells something the customer closes; settles once closed. */
export const alertDialog = async (props: DialogAlertProps): Promise<void> =>
  (await withDialog()).alert(props);
