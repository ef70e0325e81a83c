import { useState } from 'react';

/**
 * False until `visible` first turns true, then true for good. A closed antd-mobile sheet still
 * builds its spring and its drag handler on the page's first render (a header's language
 * sheet cost a phone about 35 ms of every first load); a sheet nobody opened is not rendered at
 * all, and once opened it stays mounted, so its closing animation plays.
 */
export const useOpenedOnce = (visible: boolean): boolean => {
  const [opened, setOpened] = useState(visible);
  // Derived state, set while rendering as React allows: the first open renders the sheet at once.
  if (visible && !opened) setOpened(true);
  return opened || visible;
};
