import type Toast from 'antd-mobile/es/components/toast';
import type { TFunction } from 'i18next';
import { TOAST_DURATION } from '../../config/ui-constants';
import { isHttpError, REQUEST_STATUS, TRANSPORT_CODE } from '../http/http-error';

type ToastApi = typeof Toast;

let toastApi: Promise<ToastApi> | undefined;
/**
 * antd-mobile's Toast, fetched for the first message: its mask's spring (react-spring) is no
 * part of a page's first load (issue 29). Every call goes through this one promise, whose
 * callbacks run in the order they were added, so a show and the clear after it keep their order.
 */
const withToast = (use: (api: ToastApi) => void): void => {
  toastApi ??= import('antd-mobile/es/components/toast').then((module) => module.default);
  void toastApi.then(use);
};

/** Clearing what was never shown fetches nothing. */
const ifToastLoaded = (use: (api: ToastApi) => void): void => void toastApi?.then(use);

/** A message waiting its turn, and what is told once it is on screen (or dropped). */
type Queued = { message: string; shown: () => void };

let queue: Queued[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

const showNext = (): void => {
  const next = queue.shift();
  if (next === undefined) {
    timer = undefined;
    return;
  }
  withToast((api) => {
    api.show({ content: next.message, duration: TOAST_DURATION });
    next.shown();
  });
  timer = setTimeout(showNext, TOAST_DURATION);
};

/**
 * Queues messages to be shown one after another. Settles once the last of them is on screen,
 * which can be well after the call: the toast itself is fetched for the first message. A
 * message cleared before its turn settles it too.
 */
const enqueue = (messages: readonly string[]): Promise<void> => {
  const fresh = messages.filter((message) => message.trim() !== '');
  if (fresh.length === 0) return Promise.resolve();
  const shown = fresh.map(
    (message) => new Promise<void>((resolve) => queue.push({ message, shown: resolve })),
  );
  if (timer === undefined) showNext();
  return Promise.all(shown).then(() => undefined);
};

/** Shows messages one after another (a server message list becomes several toasts). */
export const toastMessages = (messages: readonly string[]): void => void enqueue(messages);

export const toast = (message: string): void => void enqueue([message]);

/** A toast for a caller that acts only once the user can read it (the version check's reload). */
export const toastShown = (message: string): Promise<void> => enqueue([message]);

export const clearToasts = (): void => {
  for (const dropped of queue) dropped.shown();
  queue = [];
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  ifToastLoaded((api) => api.clear());
};

let loadings = 0;

/**
 * Seed section 4: loading and its hiding come in pairs. A loading toast stays while `task`
 * runs and is hidden when it settles, failed or not; overlapping tasks share one toast, hidden
 * when the last one ends.
 */
export const withLoading = async <T>(task: () => Promise<T>, text: string): Promise<T> => {
  if (loadings === 0) withToast((api) => api.show({ icon: 'loading', content: text, duration: 0 }));
  loadings += 1;
  try {
    return await task();
  } finally {
    loadings -= 1;
    if (loadings === 0) ifToastLoaded((api) => api.clear());
  }
};

/**
 * Turns any failure into the texts a user should read. A prevented duplicate says nothing:
 * the first request is still running and will speak for itself.
 */
export const describeFailure = (error: unknown, t: TFunction): string[] => {
  if (isHttpError(error)) {
    if (error.status === REQUEST_STATUS.PREVENTED) return [];
    if (error.code === TRANSPORT_CODE.ABORT) return [];
    if (error.status === REQUEST_STATUS.CANCELLED) return [t('common.timeoutError')];
    if (error.status === REQUEST_STATUS.NETWORK && typeof error.code === 'number')
      return [t('common.networkError')];
    if (error.messages.length > 0) return error.messages;
    if (typeof error.code === 'string')
      return [t(`errors.${error.code}`, { defaultValue: t('common.unknownError') })];
  }
  return [t('common.unknownError')];
};
