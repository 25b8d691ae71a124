import { useEffect } from 'react';

/** Below this visible height (a phone in landscape, or with its on-screen keyboard open) the chat drops its chrome. */
export const SHORT_VIEWPORT_PX = 520;

/**
 * The chat's page is as tall as the visual viewport, the part of the page the visitor actually
 * sees: when the on-screen keyboard opens, the layout viewport keeps its height on most phones and
 * the message box would sit behind the keyboard. `--visual-viewport-height` follows the visual
 * viewport, and `html.viewport-short` lets the chat collapse its header and progress area.
 */
export function useVisualViewport(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    const viewport = window.visualViewport;
    const update = () => {
      const height = viewport?.height ?? window.innerHeight;
      root.style.setProperty('--visual-viewport-height', `${Math.round(height)}px`);
      root.classList.toggle('viewport-short', height < SHORT_VIEWPORT_PX);
      // iOS scrolls the locked page to show the focused box; the page is already the visible height.
      if (viewport && viewport.offsetTop > 0) window.scrollTo(0, 0);
    };
    update();
    viewport?.addEventListener('resize', update);
    window.addEventListener('resize', update);
    return () => {
      viewport?.removeEventListener('resize', update);
      window.removeEventListener('resize', update);
      root.style.removeProperty('--visual-viewport-height');
      root.classList.remove('viewport-short');
    };
  }, [active]);
}
