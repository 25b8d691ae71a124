/** The How It Works persona cards hand the chat one of these (visitor spec §2, §9). */
export const PERSONA_FLOWS = ['academics', 'entrepreneurs', 'clinicians', 'investors'] as const;
export type PersonaFlow = (typeof PERSONA_FLOWS)[number];

export function isPersonaFlow(value: unknown): value is PersonaFlow {
  return typeof value === 'string' && (PERSONA_FLOWS as readonly string[]).includes(value);
}
