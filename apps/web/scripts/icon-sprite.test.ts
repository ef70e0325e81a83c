import * as icons from 'antd-mobile-icons';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '../src/components/icon/icon-names';
import { iconSprite } from './icon-sprite';

const symbolsOf = (sprite: string) =>
  [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="([^"]+)">(.*?)<\/symbol>/g)].map(
    ([, id, viewBox, body]) => ({ id, viewBox, body: body ?? '' }),
  );

describe('iconSprite', () => {
  const sprite = iconSprite();

  it("holds one symbol per icon the app names, each in antd-mobile's frame of it", () => {
    const symbols = symbolsOf(sprite);
    expect(symbols.map((symbol) => symbol.id)).toEqual([...ICON_NAMES]);
    const library = icons as unknown as Record<string, ComponentType>;
    for (const { id, viewBox } of symbols) {
      const original = renderToStaticMarkup(createElement(library[id ?? ''] ?? 'svg'));
      expect(original, id).toContain(`viewBox="${viewBox}"`);
    }
  });

  it("draws in the text's colour, without the layers' ids or the invisible padding", () => {
    for (const { id, body } of symbolsOf(sprite)) {
      expect(body, id).toMatch(/fill="currentColor"/);
      expect(body, id).not.toMatch(/\sid=|opacity="0"|#FFFFFF/i);
    }
  });

  it('is a standalone SVG document of symbols', () => {
    expect(sprite).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"><symbol /);
    expect(sprite).toMatch(/<\/symbol><\/svg>$/);
  });

  it('refuses a name antd-mobile-icons does not have', () => {
    expect(() => iconSprite(['NoSuchOutline'])).toThrow('antd-mobile-icons has no NoSuchOutline');
  });
});
