import type { ReactNode } from 'react';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';

/** A header icon button; `label` is what a screen reader says for the icon. */
export const IconButton = ({
  label,
  onClick,
  testId,
  children,
}: {
  label: string;
  onClick: () => void;
  testId?: string;
  children: ReactNode;
}) => (
  <button
    type="button"
    className="icon-button"
    aria-label={label}
    data-testid={testId}
    onClick={onClick}
  >
    {children}
  </button>
);

/** A header icon button that opens a page (search, settings). */
export const NavIconButton = ({
  url,
  ...props
}: {
  url: string;
  label: string;
  testId?: string;
  children: ReactNode;
}) => {
  const nav = useNavigation();
  return <IconButton {...props} onClick={() => ignoreRefusal(nav.navigateTo({ url }))} />;
};
