import type { PopupProps } from 'antd-mobile';
import { lazy } from 'react';
import { useCloseOnBack } from '../../lib/ui/close-on-back';
import { SheetOnceOpened } from '../../lib/ui/sheet-once-opened';

// antd-mobile's Popup is fetched on a first opening: its spring (react-spring) and drag
// handler (@use-gesture) are not part of any page's first load (issue 29).
const Popup = lazy(() => import('antd-mobile/es/components/popup'));

/**
 * Every bottom sheet of the app: antd-mobile's Popup, closed by the mask, its close button
 * and the phone's back button alike (issue 19), and rendered once someone opens it
 * (lib/ui/sheet-once-opened.tsx). Use this instead of Popup.
 */
export const AppPopup = ({
  visible = false,
  onClose,
  ...props
}: Omit<PopupProps, 'onMaskClick' | 'onClose'> & { onClose: () => void }) => {
  useCloseOnBack(visible, onClose);
  return (
    <SheetOnceOpened open={visible}>
      <Popup {...props} visible={visible} onMaskClick={onClose} onClose={onClose} />
    </SheetOnceOpened>
  );
};
