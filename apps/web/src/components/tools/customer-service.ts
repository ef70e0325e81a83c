import { useCallback } from 'react';
import { SUPPORT_PATH } from '../../config/paths';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';
import { useAppStore } from '../../stores/app-store';

/** The WhatsApp chat for a configured number, or nothing when none is set. */
export const whatsappUrl = (whatsapp: string): string | undefined => {
  const digits = whatsapp.replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : undefined;
};

/**
 * Opens customer service: the WhatsApp chat when base settings name a number; otherwise the
 * in-app conversation, answered from the operator console. Support always leads somewhere.
 */
export const useCustomerService = (): (() => void) => {
  const nav = useNavigation();
  const whatsapp = useAppStore((state) => state.whatsapp);
  return useCallback(() => {
    const chat = whatsappUrl(whatsapp);
    if (chat) window.open(chat, '_blank', 'noopener');
    else ignoreRefusal(nav.navigateTo({ url: SUPPORT_PATH }));
  }, [nav, whatsapp]);
};
