import * as icons from 'antd-mobile-icons';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { optimize } from 'svgo';
import type { Plugin } from 'vite';
import { ICON_NAMES, ICON_SPRITE_PATH } from '../src/components/icon/icon-names.ts';

const library = icons as unknown as Record<string, ComponentType | undefined>;

/** One icon as a `<symbol>`: antd-mobile's drawing, with its paths rounded to 0.01 of a unit. */
const symbolOf = (name: string): string => {
  const component = library[name];
  if (!component) throw new Error(`antd-mobile-icons has no ${name}`);
  const { data } = optimize(renderToStaticMarkup(createElement(component)), {
    multipass: true,
    floatPrecision: 2,
    // svgo's defaults keep the viewBox; they drop the ids (which only name the designer's
    // layers) and the invisible 48×48 rect that pads each frame.
    plugins: ['preset-default', 'removeDimensions'],
  });
  const open = /^<svg([^>]*)>/.exec(data);
  const viewBox = open ? /viewBox="([^"]+)"/.exec(open[1] ?? '')?.[1] : undefined;
  if (!open || !viewBox) throw new Error(`${name} has no viewBox`);
  return `<symbol id="${name}" viewBox="${viewBox}">${data.slice(open[0].length, -'</svg>'.length)}</symbol>`;
};

/** The sprite of the given icons: one hidden SVG document of symbols, each by its name. */
export const iconSprite = (names: readonly string[] = ICON_NAMES): string =>
  `<svg xmlns="http://www.w3.org/2000/svg">${names.map(symbolOf).join('')}</svg>`;

/**
 * Emits the sprite as /icons.svg in a build (the service worker's precache picks it up with the
 * other files) and serves it in development.
 */
export const iconSpritePlugin = (): Plugin => {
  let sprite: string | undefined;
  const get = () => (sprite ??= iconSprite());
  return {
    name: 'brokerage-icon-sprite',
    configureServer(server) {
      server.middlewares.use(ICON_SPRITE_PATH, (_request, response) => {
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(get());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: ICON_SPRITE_PATH.slice(1), source: get() });
    },
  };
};
