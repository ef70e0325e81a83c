import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd-mobile 5 renders imperative components (Toast, Dialog, ActionSheet) with the legacy
 * ReactDOM.render, which React 19 removed: without this adapter Toast.show silently shows
 * nothing. Import this module once, before anything calls Toast.
 */
const roots = new WeakMap<Element | DocumentFragment, Root>();

unstableSetRender((node, container) => {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
  return async () => {
    // Unmounting synchronously inside a React render would warn; defer one tick.
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    roots.delete(container);
  };
});
