import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * What antd-mobile renders its imperative components with (Toast, Dialog, ActionSheet), in
 * place of rc-util's `React/render` (scripts/preact-aliases.ts points that module here). Its
 * own copy probes react-dom's version and private internals, which Preact does not have, and
 * carries Babel's generator runtime for one async function: some 2.5 KB of Home's first load.
 * Each container keeps one root, created on its first render.
 */
const roots = new WeakMap<Element | DocumentFragment, Root>();

export const render = (node: ReactElement, container: Element | DocumentFragment) => {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
};

export const unmount = async (container: Element | DocumentFragment) => {
  // Unmounting synchronously inside a render (a Toast closed by its own effect) is deferred a tick.
  await new Promise((resolve) => setTimeout(resolve, 0));
  roots.get(container)?.unmount();
  roots.delete(container);
};
