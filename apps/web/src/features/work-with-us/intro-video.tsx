import { AmbientVideo } from '../../app/ambient-video';

/** The Work With Us intro clip. */
export function IntroVideo() {
  return <AmbientVideo src="/media/work-with-us-intro.mp4" poster="/media/work-with-us-intro-poster.jpg" width={480} height={270} />;
}
