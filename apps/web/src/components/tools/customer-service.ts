import { i18n } from '../../lib/i18n/i18n';
import { toast } from '../../lib/ui/notify';
import { useAppStore } from '../../stores/app-store';

/**
 * Opens customer service: WhatsApp when base settings name a number; otherwise the
 * injected support widget is the channel, and without one we say it is unavailable.
 */
export const openCustomerService = (): void => {
  const { whatsapp } = useAppStore.getState();
  const digits = whatsapp.replace(/\D/g, '');
  if (digits) {
    window.open(`https://wa.me/${digits}`, '_blank', 'noopener');
    return;
  }
  if (document.querySelector('[data-snippet]')) return;
  toast(i18n.t('common.customerServiceOffline'));
};
