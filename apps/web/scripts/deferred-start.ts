import type { Plugin } from 'vite';

/** The id of the template index.html keeps the app's entry script in (read by /boot.js). */
export const APP_START_TEMPLATE = 'app-start';

const ENTRY_SCRIPT = /<script type="module"[^>]*><\/script>\s*/g;

/**
 * The HTML's first frame before the app runs (issue 29, first paint from HTML). The built
 * index.html runs the app's entry script as soon as its modules have arrived, and evaluating
 * them (React, the router, the stores) takes the main thread before the browser has painted
 * the shell already in the HTML. This moves the entry script alone into an inert `<template>`;
 * /boot.js (boot-shell.tsx) puts it in the document once the first frame is painted. The module
 * preloads and stylesheets stay where they are, so everything is still fetched while the HTML
 * is parsed and the script, when it starts, finds its modules already there.
 */
export const deferredStart = (): Plugin => ({
  name: 'brokerage-deferred-start',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const moved: string[] = [];
      const rest = html.replace(ENTRY_SCRIPT, (tag) => {
        moved.push(tag.trim());
        return '';
      });
      if (moved.length !== 1) throw new Error(`index.html has ${moved.length} entry scripts`);
      return rest.replace(
        '</body>',
        `<template id="${APP_START_TEMPLATE}">\n${moved[0]}\n</template>\n</body>`,
      );
    },
  },
});
