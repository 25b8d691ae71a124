import { lazy, useState, type ComponentType, type JSX } from 'react';

export interface Preloadable<P extends object> {
  /** Renders the chunk's component: at once when it is loaded already, else through Suspense. */
  Component: (props: P) => JSX.Element;
  /** Starts loading the chunk (once; again after a failure). */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * React.lazy that skips Suspense once its chunk is in. A lazy component suspends on its first
 * render even when its import has resolved long before, and React holds a revealed boundary back
 * for up to 300 ms (its fallback throttle): a preloaded chunk would still cost that wait.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Component(props: P): JSX.Element {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount it.
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Chosen {...props} />;
  }
  return { Component, preload };
}
