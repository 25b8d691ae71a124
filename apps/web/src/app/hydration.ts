import { useEffect, useLayoutEffect, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * The public pages are prerendered at build time (scripts/prerender.ts) and hydrated in the
 * browser. Hydration must render exactly the HTML the server wrote, so what only the browser
 * knows (storage, media queries, the signed-in admin) takes its server value while the page
 * hydrates, and its own value right after (in a layout effect: before the hydrated page paints).
 */
let hydrating = false;

/** Called by main.tsx just before hydrateRoot. */
export function beginHydration(): void {
  hydrating = true;
}

/**
 * Rendered last inside the layout's Suspense boundary (the page's): its effect runs after every
 * effect of the hydrated page. (React hydrates a boundary's content in a pass of its own, after the
 * root has committed, so an effect at the root would end hydration too early.)
 */
export function HydrationEnd(): null {
  useEffect(() => {
    if (!hydrating) return;
    hydrating = false;
    // For the browser tests and the web bench: the prerendered page is now the live app.
    document.getElementById('root')?.setAttribute('data-hydrated', '');
  }, []);
  return null;
}

const onServer = () => typeof window === 'undefined';

/**
 * useState whose first value is read from the browser, except on the server and while the page
 * hydrates: then it is `server`, and `read()` follows in a layout effect. The third value says
 * whether the browser's value is in (false only on the server and during hydration).
 */
export function useBrowserState<T>(read: () => T, server: T): [T, Dispatch<SetStateAction<T>>, boolean] {
  const [deferred] = useState(() => onServer() || hydrating);
  const [value, setValue] = useState<T>(() => (deferred ? server : read()));
  const [settled, setSettled] = useState(!deferred);
  // Only once, after the hydrating mount: later renders keep the state they set themselves.
  const [readOnce] = useState(() => read);
  useLayoutEffect(() => {
    if (!deferred) return;
    setValue(readOnce());
    setSettled(true);
  }, [deferred, readOnce]);
  return [value, setValue, settled];
}
