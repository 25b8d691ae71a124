/**
 * How long the visitor projectors wait after a batch before reading the next (ProcessorTiming):
 * every page view is a beacon, and under a stream of them a batch per append cost each projector
 * its transaction and statements per event, on the cores that also answer the beacons. Gathered,
 * a batch carries what arrived meanwhile and its counters are summed per hour before they are
 * written. The figures lag by at most this much; the first page view after a quiet spell is read
 * at once.
 */
export const VISITOR_GATHER_MS = 250;
