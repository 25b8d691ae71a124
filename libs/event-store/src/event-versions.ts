import type { StoredEvent } from './event.types.js';

/**
 * What the store needs of an event's data schema: zod's `safeParse`, structurally, so the store
 * needs no dependency on zod or on the contracts that define the schemas.
 */
export interface EventDataSchema {
  safeParse(data: unknown): { success: true } | { success: false; error: { message: string } };
}

/** One version of one event type: its data schema and, from version 2 on, how to read the version before it. */
export interface EventVersion {
  version: number;
  schema: EventDataSchema;
  /** Turns data of `version - 1` into data of `version`; pure, no I/O (it runs on every read). */
  upcast?: (older: never) => unknown;
}

/** Per event type, its versions, oldest first: the last one is the type's current version. */
export type EventCatalogue = Readonly<Record<string, readonly EventVersion[]>>;

/** An append of a type the installed catalogue does not list. */
export class UnregisteredEventTypeError extends Error {
  constructor(readonly eventType: string) {
    super(`event type ${eventType} is not registered in the event catalogue (libs/contracts/src/events/event-catalogue.ts)`);
    this.name = 'UnregisteredEventTypeError';
  }
}

/** An append whose data does not match its type's current schema. */
export class EventDataError extends Error {
  constructor(
    readonly eventType: string,
    readonly version: number,
    detail: string,
  ) {
    super(`${eventType}@${version} data does not match its schema: ${detail}`);
    this.name = 'EventDataError';
  }
}

interface TypeVersions {
  current: number;
  schema: EventDataSchema;
  /** upcasters[v] reads version v data as version v + 1. */
  upcasters: ((older: never) => unknown)[];
}

/**
 * The versions of every event type, checked once: versions 1..n in order, an upcaster on each but
 * the first. Reads run the upcasters by version number alone (no parse: a replay reads a million
 * events); appends validate the data against the current schema.
 */
export class EventVersions {
  private readonly types = new Map<string, TypeVersions>();

  constructor(catalogue: EventCatalogue) {
    for (const [type, versions] of Object.entries(catalogue)) {
      if (versions.length === 0) throw new Error(`event type ${type} has no version`);
      const upcasters: TypeVersions['upcasters'] = [];
      versions.forEach((v, i) => {
        if (v.version !== i + 1) throw new Error(`event type ${type}: version ${v.version} listed where ${i + 1} belongs`);
        if (i === 0 && v.upcast) throw new Error(`event type ${type}: version 1 has nothing to upcast from`);
        if (i > 0 && !v.upcast) throw new Error(`event type ${type}: version ${v.version} needs an upcaster from ${i}`);
        if (v.upcast) upcasters[i] = v.upcast;
      });
      const last = versions[versions.length - 1]!;
      this.types.set(type, { current: last.version, schema: last.schema, upcasters });
    }
  }

  /** The version an append of this type writes; throws for a type the catalogue does not list. */
  currentVersion(type: string): number {
    const known = this.types.get(type);
    if (!known) throw new UnregisteredEventTypeError(type);
    return known.current;
  }

  /** Throws EventDataError when `data` does not match the type's current schema. */
  validate(type: string, data: unknown): number {
    const known = this.types.get(type);
    if (!known) throw new UnregisteredEventTypeError(type);
    const result = known.schema.safeParse(data);
    if (!result.success) throw new EventDataError(type, known.current, result.error.message);
    return known.current;
  }

  /**
   * The event as its type's current version: older data through each upcaster in turn. An event
   * of a type not listed, or of a version newer than this code knows (written by a newer release
   * during a rolling deploy), is returned as stored.
   */
  upcast<E extends StoredEvent>(event: E): E {
    const known = this.types.get(event.type);
    if (!known || event.schemaVersion >= known.current) return event;
    let data: unknown = event.data;
    for (let v = Math.max(event.schemaVersion, 1); v < known.current; v++) data = known.upcasters[v]!(data as never);
    return { ...event, data, schemaVersion: known.current };
  }
}

let installed: EventVersions | undefined;

/**
 * Makes `catalogue` the one every read and append of this process goes by. Each process that
 * reads or writes the log installs it once at start: the api and the worker (databaseProviders),
 * the CLIs. Without one, events are read as stored and appended as version 1 (the store's own
 * tests, which use made-up types).
 */
export function installEventCatalogue(catalogue: EventCatalogue | EventVersions): EventVersions {
  installed = catalogue instanceof EventVersions ? catalogue : new EventVersions(catalogue);
  return installed;
}

/** Back to no catalogue (the benchmark measures reads both ways). */
export function uninstallEventCatalogue(): void {
  installed = undefined;
}

/** The installed versions, if any. */
export const installedEventVersions = (): EventVersions | undefined => installed;

/** Every read of the log goes through this (row-mapping.ts): an older event comes out as its current version. */
export const upcastEvent = <E extends StoredEvent>(event: E): E => (installed ? installed.upcast(event) : event);
