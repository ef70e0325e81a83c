// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { APP_START_TEMPLATE } from '../../scripts/deferred-start';
import { bootScript } from './boot-shell';

/** index.html as built: the entry script and its module preloads kept in the template. */
const builtBody = `<div id="root"></div>
<template id="${APP_START_TEMPLATE}">
<link rel="modulepreload" crossorigin href="/assets/react.js">
<link rel="modulepreload" crossorigin href="/assets/i18n.js">
<script type="module" crossorigin src="/assets/index.js"></script>
</template>`;

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-boot-route');
  window.location.hash = '';
});

it('starts the app with the page and the dictionaries first, then the entry script’s own imports', async () => {
  document.body.innerHTML = builtBody;
  window.location.hash = '#/pages/main/market/index';
  // A hidden tab paints nothing: the app starts at once (no first paint to wait for).
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  const script = bootScript('store:language', APP_START_TEMPLATE, {
    routes: { market: ['assets/market-page.js'] },
    languages: { en: ['assets/en-first.js'] },
  });
  const numberFormat = vi.spyOn(Intl, 'NumberFormat');
  // The script is what index.html carries inline: it must parse as plain JavaScript.
  new Function(script)();
  // Nothing but the preloads before the entry script.
  expect(numberFormat).not.toHaveBeenCalled();
  for (let task = 0; task < 3; task += 1) await nextTask();
  // Then the locale's number data, in a task of its own.
  expect(numberFormat).toHaveBeenCalledTimes(1);
  numberFormat.mockRestore();

  expect(document.documentElement.getAttribute('data-boot-route')).toBe('market');
  const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );
  expect(preloads).toEqual([
    '/assets/en-first.js',
    '/assets/market-page.js',
    '/assets/react.js',
    '/assets/i18n.js',
  ]);
  const entry = document.body.querySelector('script[type="module"]');
  expect(entry?.getAttribute('src')).toBe('/assets/index.js');
});
