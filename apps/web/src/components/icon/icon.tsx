import type { SVGProps } from 'react';
import { ICON_SPRITE_PATH, type IconName } from './icon-names';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'name'> & { name: IconName };

/**
 * An icon of antd-mobile-icons, drawn from the build's sprite (/icons.svg) instead of shipped
 * as a component in the script: the same size (1em, `fontSize` scales it), baseline, class
 * and colour (currentColor) as antd-mobile's own, and none of its path data in any chunk.
 */
export const Icon = ({ name, className, style, ...rest }: IconProps) => (
  <svg
    width="1em"
    height="1em"
    {...rest}
    style={{ verticalAlign: '-0.125em', ...style }}
    className={className ? `antd-mobile-icon ${className}` : 'antd-mobile-icon'}
  >
    <use href={`${ICON_SPRITE_PATH}#${name}`} />
  </svg>
);
