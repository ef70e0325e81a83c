import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The component type of a module's export (never when the export is no component). */
type ComponentOf<Export> = Export extends ComponentType<infer Props> ? ComponentType<Props> : never;

/**
 * `React.lazy` for a component its module exports by name (the app's modules have no default
 * exports): `lazyNamed(() => import('./plan-sheet'), 'PlanSheet')`. The module is fetched the
 * first time the component renders.
 */
export const lazyNamed = <Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<ComponentOf<Module[Name]>> =>
  lazy(() => load().then((module) => ({ default: module[name] as ComponentOf<Module[Name]> })));
