// Issue 15: every page is its own chunk, loaded when first shown. `preload()` starts the download early (at start-up for
// the page in the address, so the page's code, its strings and the user check travel together instead of one after another).
import { lazy as reactLazy, type ComponentType, type LazyExoticComponent } from 'react';

// `any`: React.lazy's own constraint on the component's props (`unknown` props would refuse every real component).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's constraint
export type LazyComponent<T extends ComponentType<any> = ComponentType> = LazyExoticComponent<T> & { preload: () => Promise<unknown> };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's constraint
export function lazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyComponent<T> {
  let pending: Promise<{ default: T }> | undefined;
  const once = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined; // a failed download (offline) is tried again next time
      throw error;
    }));
  return Object.assign(reactLazy(once), { preload: once });
}
