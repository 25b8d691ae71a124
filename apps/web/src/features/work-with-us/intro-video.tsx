import { useEffect, useRef } from 'react';

/**
 * The decorative intro clip: autoplaying, muted, looping. Visitors who ask the system for reduced
 * motion get the still poster instead.
 */
export function IntroVideo() {
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // React sets `muted` only as a property after mount; autoplay policies read it, so make sure.
    video.muted = true;
    video.defaultMuted = true;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    if (reduceMotion) video.pause();
    else void video.play().catch(() => {});
  }, []);

  return (
    <video
      ref={ref}
      className="intro-video"
      src="/media/work-with-us-intro.mp4"
      poster="/media/work-with-us-intro-poster.jpg"
      width={480}
      height={270}
      autoPlay
      muted
      loop
      playsInline
      preload="auto"
      aria-hidden="true"
      tabIndex={-1}
    />
  );
}
