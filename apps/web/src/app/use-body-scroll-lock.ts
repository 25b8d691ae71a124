import { useEffect } from 'react';

/**
 * Visitor spec §2: the chat page locks body scrolling, so only its message list scrolls and the
 * composer stays put on phones. A class (not an inline style) keeps it independent of the modal
 * dialogs, which lock and restore the inline overflow themselves.
 */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    document.documentElement.classList.add('scroll-locked');
    document.body.classList.add('scroll-locked');
    return () => {
      document.documentElement.classList.remove('scroll-locked');
      document.body.classList.remove('scroll-locked');
    };
  }, [active]);
}
