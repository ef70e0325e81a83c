import path from 'node:path';
import Beasties from 'beasties';
import type { Plugin } from 'vite';
import { DEFERRED_STYLES_ATTRIBUTE } from '../src/app/deferred-styles.ts';

/** Where Beasties believes the build is: its files are read from the bundle, never the disk. */
const OUTPUT = path.resolve('/virtual-dist');

/**
 * The entry routes' shell paints before the app's stylesheets arrive (issue 29, first paint
 * from HTML). After Vite has written index.html, Beasties (made for this) inlines the rules of
 * the built stylesheets that match the HTML, the shell's, and the links to the whole
 * stylesheets become `media="print"` with DEFERRED_STYLES_ATTRIBUTE: they download without
 * blocking the paint, and main.tsx applies them (deferred-styles.ts) before the app's first
 * render. Beasties' own ways to apply them later use inline scripts or handlers, which the CSP
 * forbids; hence `preload: false` and the attribute.
 */
export const criticalStyles = (): Plugin => ({
  name: 'brokerage-critical-styles',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    async handler(html, context) {
      if (!context.bundle) return html;
      const bundle = context.bundle;
      class FromBundle extends Beasties {
        override readFile(filename: string): Promise<string> {
          const asset = bundle[path.relative(OUTPUT, filename)];
          if (asset?.type !== 'asset') return Promise.reject(new Error(`${filename}: not built`));
          return Promise.resolve(
            typeof asset.source === 'string'
              ? asset.source
              : new TextDecoder().decode(asset.source),
          );
        }
      }
      const inlined = await new FromBundle({
        path: OUTPUT,
        publicPath: '/',
        // Documented in Beasties' README (Content Security Policy), missing from its types.
        preload: false as unknown as 'media',
        pruneSource: false,
        reduceInlineStyles: false,
        inlineFonts: false,
        logLevel: 'warn',
      }).process(html);
      return inlined.replace(
        /<link rel="stylesheet"/g,
        `<link rel="stylesheet" media="print" ${DEFERRED_STYLES_ATTRIBUTE}`,
      );
    },
  },
});
