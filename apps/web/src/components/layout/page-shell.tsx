import type { ReactNode } from 'react';
import { AppTabBar } from './app-tab-bar';

/**
 * Column layout: header, scrolling body, optional tab bar. No fixed positioning, so the
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
    <main className="page-body">{children}</main>
    {tabPath !== undefined && <AppTabBar activePath={tabPath} />}
  </div>
);
