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

/** Where a lazy screen waits for its code: a spinner in the content area, the frame stays. */
export const ScreenSuspense = ({ children }: { children: ReactNode }) => (
  <Suspense
    fallback={
      <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
        <Spin size="large" data-testid="screen-loading" />
      </div>
    }
  >
    {children}
  </Suspense>
);
