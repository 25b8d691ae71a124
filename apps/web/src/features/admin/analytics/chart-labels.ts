/**
 * A fixed step between axis labels, about `most` of them: with "preserveStartEnd" or a minimum gap
 * recharts measures every label in the DOM (a forced layout each), a large part of drawing the tab.
 */
export function labelInterval(count: number, most = 7): number {
  return count <= most ? 0 : Math.ceil(count / most) - 1;
}
