// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { Icon } from './icon';

describe('Icon', () => {
  afterEach(cleanup);

  it("draws the sprite's symbol of its name, sized and placed as antd-mobile's icons", () => {
    const { container } = render(<Icon name="SetOutline" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('class')).toBe('antd-mobile-icon');
    expect(svg?.getAttribute('width')).toBe('1em');
    expect(svg?.getAttribute('height')).toBe('1em');
    expect(svg?.style.verticalAlign).toBe('-0.125em');
    expect(svg?.querySelector('use')?.getAttribute('href')).toBe('/icons.svg#SetOutline');
  });

  it('takes a size, a class, a style and the attributes it is given', () => {
    const { container } = render(
      <Icon
        name="UserCircleOutline"
        fontSize={48}
        className="profile-avatar"
        style={{ color: 'red' }}
        aria-hidden="true"
      />,
    );
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('class')).toBe('antd-mobile-icon profile-avatar');
    expect(svg?.getAttribute('font-size')).toBe('48');
    expect(svg?.style.color).toBe('red');
    expect(svg?.style.verticalAlign).toBe('-0.125em');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
  });
});
