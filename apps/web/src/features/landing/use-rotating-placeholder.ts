import { useEffect, useState } from 'react';
import { useBrowserState } from '../../app/hydration';
import { PLACEHOLDER_BREAKPOINT_PX, PLACEHOLDER_ROTATION_MS, placeholdersFor } from './landing-placeholders';

const WIDE_QUERY = `(min-width: ${PLACEHOLDER_BREAKPOINT_PX}px)`;

function matchesWide(): boolean {
  return window.matchMedia(WIDE_QUERY).matches;
}

/**
 * The current placeholder: the set follows the viewport live across 640 px, and the text moves on
 * every few seconds while `rotating` (the input is empty, so the placeholder is visible).
 */
export function useRotatingPlaceholder(rotating: boolean): string {
  // Prerendered with the phone's texts (the visitors the page is prerendered for arrive on phones).
  const [wide, setWide] = useBrowserState(matchesWide, false);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const query = window.matchMedia(WIDE_QUERY);
    const onChange = () => setWide(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [setWide]);

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((i) => i + 1), PLACEHOLDER_ROTATION_MS);
    return () => clearInterval(timer);
  }, [rotating]);

  const texts = placeholdersFor(wide);
  return texts[index % texts.length] ?? '';
}
