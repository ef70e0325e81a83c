import { Popup, type PopupProps } from 'antd-mobile';
import { useCloseOnBack } from '../../lib/ui/close-on-back';
import { useOpenedOnce } from '../../lib/ui/opened-once';

/**
 * Every bottom sheet of the app: antd-mobile's Popup, closed by the mask, its close button
 * and the phone's back button alike (issue 19), and rendered once someone opens it
 * (lib/ui/opened-once.ts). Use this instead of Popup.
 */
export const AppPopup = ({
  visible = false,
  onClose,
  ...props
}: Omit<PopupProps, 'onMaskClick' | 'onClose'> & { onClose: () => void }) => {
  useCloseOnBack(visible, onClose);
  const opened = useOpenedOnce(visible);
  if (!opened) return null;
  return <Popup {...props} visible={visible} onMaskClick={onClose} onClose={onClose} />;
};
