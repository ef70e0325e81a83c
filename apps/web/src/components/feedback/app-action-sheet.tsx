import { ActionSheet, type ActionSheetProps } from 'antd-mobile';
import { useOpenedOnce } from '../../lib/ui/opened-once';

/** Every action sheet of the app: antd-mobile's ActionSheet, rendered once someone opens it. */
export const AppActionSheet = (props: ActionSheetProps) => {
  const opened = useOpenedOnce(props.visible ?? false);
  return opened ? <ActionSheet {...props} /> : null;
};
