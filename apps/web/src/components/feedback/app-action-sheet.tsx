import type { ActionSheetProps } from 'antd-mobile';
import { lazy } from 'react';
import { SheetOnceOpened } from '../../lib/ui/sheet-once-opened';

// Fetched on a first opening, like AppPopup's Popup, which it is made of.
const ActionSheet = lazy(() => import('antd-mobile/es/components/action-sheet'));

/** Every action sheet of the app: antd-mobile's ActionSheet, rendered once someone opens it. */
export const AppActionSheet = (props: ActionSheetProps) => (
  <SheetOnceOpened open={props.visible ?? false}>
    <ActionSheet {...props} />
  </SheetOnceOpened>
);
