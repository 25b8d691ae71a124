/** Visitor spec §9: the placeholder texts switch at this viewport width. */
export const PLACEHOLDER_BREAKPOINT_PX = 640;
export const PLACEHOLDER_ROTATION_MS = 3_500;

/** From 640 px: full example sentences. */
export const WIDE_PLACEHOLDERS = [
  'Describe your healthcare innovation idea or challenge…',
  'e.g. A wearable that flags early signs of sepsis on the ward',
  'e.g. We need clinical partners to pilot our remote-monitoring app',
  'e.g. I am a researcher looking for funding to validate a diagnostic test',
  'e.g. Our hospital wants help analysing readmission data',
] as const;

/** Below 640 px: the same ideas, short enough for a phone's input. */
export const NARROW_PLACEHOLDERS = [
  'Describe your idea…',
  'e.g. Sepsis early-warning wearable',
  'e.g. Partners to pilot our app',
  'e.g. Funding for a diagnostic',
  'e.g. Help with readmission data',
] as const;

export function placeholdersFor(wide: boolean): readonly string[] {
  return wide ? WIDE_PLACEHOLDERS : NARROW_PLACEHOLDERS;
}
