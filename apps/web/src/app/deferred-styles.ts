/**
 * Marks the app's stylesheets that index.html loads without blocking the first paint
 * (scripts/critical-styles.ts): they start as `media="print"`, so the shell paints from the HTML
 * and the rules it needs, inlined at build time, while they download.
 */
export const DEFERRED_STYLES_ATTRIBUTE = 'data-deferred-styles';

/**
 * Applies the deferred stylesheets and resolves once each has loaded (or failed to), so the
 * app's first render is never drawn without its styles. Nothing to wait for in development,
 * where Vite injects the styles from the script.
 */
export const applyDeferredStyles = (doc: Document = document): Promise<void> =>
  Promise.all(
    [...doc.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLES_ATTRIBUTE}]`)].map(
      (link) =>
        new Promise<void>((resolve) => {
          link.removeAttribute(DEFERRED_STYLES_ATTRIBUTE);
          link.media = 'all';
          // A sheet that has arrived is there whatever its media; one still on its way fires.
          if (link.sheet) return resolve();
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
