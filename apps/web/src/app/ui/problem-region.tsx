import { Banner } from './banner';

/** A form's live region: announces the problem a submit met, and holds its place when there is none. */
export function ProblemRegion({ problem }: { problem: string | null }) {
  return (
    <div role="status" aria-live="polite">
      {problem !== null && (
        <Banner tone="error" role={null}>
          {problem}
        </Banner>
      )}
    </div>
  );
}
