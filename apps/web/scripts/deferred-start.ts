import type { Plugin } from 'vite';

/** The id of the template index.html keeps the app's entry script in (the boot script's). */
export const APP_START_TEMPLATE = 'app-start';

const ENTRY_SCRIPT = /<script type="module"[^>]*><\/script>\s*/g;

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;

/**
 * The HTML's first frame before the app runs (issue 29, first paint from HTML). The built
 * index.html runs the app's entry script as soon as its modules have arrived, and evaluating
 * them (React, the router, the stores) takes the main thread before the browser has painted
 * the shell already in the HTML. This moves the entry script into an inert `<template>`, and
 * its module preloads with it; the boot script (boot-shell.tsx) puts them in the document once
 * the first frame is painted. Until then the HTML, with the boot script and the styles inlined,
 * is all the first paint waits for: on a slow link some 45 high-priority module fetches would share its
 * bandwidth (and Lighthouse counts every such fetch begun before the paint as one it waited
 * for). The deferred stylesheets (print media, lowest priority) stay where they are.
 */
export const deferredStart = (): Plugin => ({
  name: 'brokerage-deferred-start',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const entries: string[] = [];
      const preloads: string[] = [];
      const rest = html
        .replace(ENTRY_SCRIPT, (tag) => {
          entries.push(tag.trim());
          return '';
        })
        .replace(MODULE_PRELOAD, (tag) => {
          preloads.push(tag.trim());
          return '';
        });
      if (entries.length !== 1) throw new Error(`index.html has ${entries.length} entry scripts`);
      return rest.replace(
        '</body>',
        `<template id="${APP_START_TEMPLATE}">\n${[...preloads, ...entries].join('\n')}\n</template>\n</body>`,
      );
    },
  },
});
