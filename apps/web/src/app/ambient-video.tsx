import { useEffect, useRef } from 'react';
import './ambient-video.css';

interface AmbientVideoProps {
  src: string;
  poster: string;
  width: number;
  height: number;
  className?: string;
}

/**
 * A decorative clip: autoplaying, muted, looping, hidden from assistive technology. Visitors who ask
 * the system for reduced motion get the still poster instead.
 */
export function AmbientVideo({ src, poster, width, height, className = 'intro-video' }: AmbientVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);

  // Autoplay is switched on here, not in the markup: a prerendered page's <video autoplay> would start
  // before this effect could keep it still for reduced motion.
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // React sets `muted` only as a property after mount; autoplay policies read it, so make sure.
    video.muted = true;
    video.defaultMuted = true;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    if (reduceMotion) video.pause();
    else {
      video.autoplay = true;
      void video.play().catch(() => {});
    }
  }, []);

  return (
    <video
      ref={ref}
      className={className}
      src={src}
      poster={poster}
      width={width}
      height={height}
      muted
      loop
      playsInline
      preload="auto"
      aria-hidden="true"
      tabIndex={-1}
    />
  );
}
