import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../lib/http/http-error';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';
import { describeFailure, toastMessages } from '../../lib/ui/notify';
import { alertDialog, confirmDialog } from '../../lib/ui/dialog';

/** Failures with a way out: the dialog offers the page that fixes them. */
const REMEDIES: Record<string, { url: string; action: string }> = {
  PAY_PASSWORD_NOT_SET: { url: '/pages/setting/paypwd', action: 'funding.setPayPassword' },
  KYC_REQUIRED: { url: '/pages/kycverify/index', action: 'funding.verifyNow' },
};

/** Whether the customer fixes this failure elsewhere (a dialog offers the page). */
export const hasRemedy = (error: unknown): boolean =>
  isHttpError(error) && typeof error.code === 'string' && error.code in REMEDIES;

/**
 * Failures that only time fixes (a new payee's cooling-off): said in a dialog the customer
 * reads and closes, and the sheet that asked for the pay password closes too, since entering
 * it again changes nothing.
 */
const WAIT_FOR_IT = new Set(['PAYEE_COOLING_OFF']);

/**
 * For mutations marked `meta: { silent: true }`: shows what went wrong, as a toast, or as a
 * dialog with a link when the customer can fix it elsewhere. Answers whether it sent the
 * customer elsewhere, so that the caller closes its own sheet instead of leaving it over the
 * next page.
 */
export const useFailureHandler = () => {
  const { t } = useTranslation();
  const nav = useNavigation();
  return useCallback(
    (error: unknown): boolean => {
      const remedy =
        isHttpError(error) && typeof error.code === 'string' ? REMEDIES[error.code] : undefined;
      const messages = describeFailure(error, t);
      if (isHttpError(error) && typeof error.code === 'string' && WAIT_FOR_IT.has(error.code)) {
        void alertDialog({ content: messages.join('\n'), confirmText: t('common.confirm') });
        return true;
      }
      if (!remedy) {
        toastMessages(messages);
        return false;
      }
      void confirmDialog({
        content: messages.join('\n'),
        confirmText: t(remedy.action),
        cancelText: t('common.cancel'),
        onConfirm: () => ignoreRefusal(nav.navigateTo({ url: remedy.url })),
      });
      return true;
    },
    [t, nav],
  );
};
