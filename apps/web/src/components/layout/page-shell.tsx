import type { ReactNode } from 'react';
import { AppTabBar } from './app-tab-bar';
import { PracticeStrip } from './practice-strip';

/**
 * Column layout: header, the practice account's mark while it is shown, scrolling body,
 * optional tab bar. No fixed positioning, so the
 * whole app stays inside the centred 960px column on wide screens.
 */
export const PageShell = ({
  header,
  children,
  tabPath,
  className,
}: {
  header?: ReactNode;
  children: ReactNode;
  tabPath?: string;
  className?: string;
}) => (
  <div className={`page-shell ${className ?? ''}`}>
    {header}
    <PracticeStrip />
    <main className="page-body">{children}</main>
    {tabPath !== undefined && <AppTabBar activePath={tabPath} />}
  </div>
);
