import { WEBVIEW_PATH } from '../../config/paths';

/**
 * What `/pages/webview/index?url=…` may load: the platform's own pages (the app's origin)
 * and the origins operators list in `base.webviewOrigins` (a support widget's, say). Anything
 * else is refused and never loaded, so a crafted link cannot show a foreign page inside the
 * app's frame.
 */
export type WebviewTarget =
  | { kind: 'allowed'; src: string; ownOrigin: boolean }
  | { kind: 'refused'; reason: 'missing' | 'origin' };

const originOf = (text: string): string | undefined => {
  try {
    return new URL(text).origin;
  } catch {
    return undefined;
  }
};

export const resolveWebviewTarget = (
  url: string | undefined,
  appOrigin: string,
  allowedOrigins: readonly string[],
): WebviewTarget => {
  if (!url?.trim()) return { kind: 'refused', reason: 'missing' };
  let target: URL;
  try {
    target = new URL(url.trim(), `${appOrigin}/`);
  } catch {
    return { kind: 'refused', reason: 'origin' };
  }
  // javascript:, data:, blob: and the like have no origin worth trusting.
  if (target.protocol !== 'https:' && target.protocol !== 'http:')
    return { kind: 'refused', reason: 'origin' };
  if (target.origin === appOrigin) return { kind: 'allowed', src: target.href, ownOrigin: true };
  const listed = allowedOrigins.map(originOf).filter((origin) => origin !== undefined);
  return listed.includes(target.origin)
    ? { kind: 'allowed', src: target.href, ownOrigin: false }
    : { kind: 'refused', reason: 'origin' };
};

/**
 * The platform's own documents, served beside the app (apps/web/public/legal). Each holds
 * every language; the fragment picks one, so the pages need no script.
 */
export const PLATFORM_PAGES = {
  agreement: '/legal/agreement.html',
  privacy: '/legal/privacy.html',
} as const;

export type PlatformPage = keyof typeof PLATFORM_PAGES;

/** The web view's route for one of the platform's documents, in the reader's language. */
export const platformPageRoute = (page: PlatformPage, language: string, title: string): string =>
  `${WEBVIEW_PATH}?${new URLSearchParams({
    url: `${PLATFORM_PAGES[page]}#${language}`,
    title,
  }).toString()}`;
