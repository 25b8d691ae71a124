import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A bar's width as a percentage, set through the CSSOM: a `style` prop would be an inline style
 * attribute in the prerendered HTML, which the CSP (style-src 'self') refuses. The stylesheet
 * gives the bar its zero width until then.
 */
export function usePercentWidth<T extends HTMLElement>(percent: number): RefObject<T | null> {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    if (ref.current) ref.current.style.width = `${percent}%`;
  }, [percent]);
  return ref;
}
