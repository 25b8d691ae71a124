import { z } from 'zod';
import { EventVersions, type EventVersion } from '@intake/event-store';
import { IDEA_EVENT_TYPES } from './ideas-projection.js';

/** Version 1 of every idea event: what seedIdeaEvents writes. */
const ideaDataV1 = z.object({
  title: z.string().optional(),
  delta: z.number().optional(),
  tag: z.string().optional(),
  tags: z.array(z.string()).optional(),
  stage: z.string().optional(),
  score: z.number().optional(),
});
/** Version 2 requires the stage: every seeded event is read through the upcaster, the worst case. */
const ideaDataV2 = ideaDataV1.extend({ stage: z.string() });
type IdeaDataV1 = z.infer<typeof ideaDataV1>;

const upcastIdea = (d: IdeaDataV1) => ({ ...d, stage: d.stage ?? 'idea' });

const versions: readonly EventVersion[] = [
  { version: 1, schema: ideaDataV1 },
  { version: 2, schema: ideaDataV2, upcast: upcastIdea as (older: never) => unknown },
];

/** The benchmark's idea events at version 2, as the product's catalogue would list them. */
export const ideasCatalogue = new EventVersions(Object.fromEntries(IDEA_EVENT_TYPES.map((type) => [type, versions])));
