/**
 * Emmett's shape (`Event<'Type', Data>`): an event is its type name and its data. Each stream kind
 * is a discriminated union of these in its context's `*.events.ts`, so reducers, deciders,
 * projections and reactors narrow `data` by `type` instead of casting it, and a renamed field
 * fails to compile.
 */
export interface Event<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
}

/**
 * The default branch of a switch over an event union: `event` is `never` once every member has a
 * case, so a member added to the union and missed by the switch fails to compile. At run time an
 * event no branch names (one a later version writes) leaves the fold as it was.
 */
export function unhandledEvent<T>(_event: never, unchanged: T): T {
  return unchanged;
}

/** The member of an event union with this type. */
export type EventOfType<E extends Event, T extends E['type']> = Extract<E, { type: T }>;
