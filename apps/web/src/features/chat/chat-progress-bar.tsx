import { isNearlyComplete, type ChatProgressView } from '@intake/machines';
import { usePercentWidth } from '../../app/use-percent-width';

/** With every detail told, what is left before the conversation completes (the guide's percentage counts both). */
function stillNeeded(progress: ChatProgressView): string | null {
  if (progress.completed_fields < progress.total_fields || progress.total_fields === 0) return null;
  // The contact step asks for the email, or, when the visitor keeps it, their name: both are contact details.
  if (progress.current_step === 'contact') return 'your contact details are still needed';
  if (progress.current_step === 'wrapping_up') return 'please confirm the summary';
  return null;
}

/** Visitor spec §2: 'Information Collection Progress', 'Nearly complete!' and green from 90%. */
export function ChatProgressBar({ progress, complete }: { progress: ChatProgressView; complete: boolean }) {
  const percent = Math.round(progress.progress_percentage);
  const nearly = isNearlyComplete(percent);
  const needed = stillNeeded(progress);
  // Nearly complete still says what is left (the email, or the Yes to the summary).
  const status = complete
    ? 'Complete'
    : nearly
      ? `Nearly complete!${needed ? ` ${needed[0]!.toUpperCase()}${needed.slice(1)}` : ''}`
      : (needed ?? `${progress.completed_fields} of ${progress.total_fields} details`);
  return (
    <section className={`chat-progress${nearly ? ' chat-progress--nearly' : ''}`} aria-label="Information Collection Progress">
      <div className="chat-progress__head">
        <h2 className="chat-progress__title">Information Collection Progress</h2>
        <span className="chat-progress__status" data-testid="progress-status">
          {percent}% · {status}
        </span>
      </div>
      <div className="chat-progress__track" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label="Information collected">
        <div className="chat-progress__fill" ref={usePercentWidth<HTMLDivElement>(percent)} />
      </div>
    </section>
  );
}
