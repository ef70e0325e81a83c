/** antd's popups (a Select's list, a Popover) watch their size; jsdom has no ResizeObserver. */
export const standInResizeObserver = (): void => {
  globalThis.ResizeObserver ??= class {
    observe = () => undefined;
    unobserve = () => undefined;
    disconnect = () => undefined;
  };
};
