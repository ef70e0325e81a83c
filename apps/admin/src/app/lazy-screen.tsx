import { Spin } from 'antd';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A screen loaded when it is first shown: `load` imports its module, `name` is the component it
 * exports (pages export named components, React.lazy wants a default).
 */
export const lazyScreen = <Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) => lazy(() => load().then((module) => ({ default: module[name] })));

/**
 * Where a lazy screen waits for its code: a spinner in the content area, the frame stays.
 * `name` marks the screen once it is shown: the router keeps the previous screen on display
 * while the next one's code loads (navigations are transitions), so the URL alone does not
 * say which screen is on view.
 */
export const ScreenSuspense = ({ name, children }: { name: string; children: ReactNode }) => (
  <Suspense
    fallback={
      <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
        <Spin size="large" data-testid="screen-loading" />
      </div>
    }
  >
    <div data-screen={name}>{children}</div>
  </Suspense>
);
