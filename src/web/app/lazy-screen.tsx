import { lazy, type ComponentType } from 'react';

/** A route's screen, loaded on first visit, that can also be loaded ahead of rendering. */
export interface LazyScreen {
  (): React.JSX.Element;
  /** Loads the screen's chunk; once it resolves the screen renders without suspending. */
  preload(): Promise<void>;
}

/**
 * React.lazy suspends on its first render even when the chunk is already there. A page the server
 * sent prerendered (decision 0023) must not: while its Suspense boundary waits, an update from
 * above (who is signed in, the site's facts) makes React drop the server's HTML and render the page
 * again from nothing. So the app loads the current page's screen first (main.tsx) and this renders
 * it directly; other screens still load on first visit through React.lazy.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let loaded: ComponentType | null = null;
  const remember = () => load().then((m) => ((loaded = m.default), m));
  const Lazy = lazy(remember);
  const Screen = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  };
  Screen.preload = () => remember().then(() => undefined);
  return Screen;
}
