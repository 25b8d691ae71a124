/** The How It Works persona cards hand the chat one of these (visitor spec §2, §9). */
export const PERSONA_FLOWS = ['academics', 'entrepreneurs', 'clinicians', 'investors'] as const;
export type PersonaFlow = (typeof PERSONA_FLOWS)[number];

export function isPersonaFlow(value: unknown): value is PersonaFlow {
  return typeof value === 'string' && (PERSONA_FLOWS as readonly string[]).includes(value);
}

/**
 * The first message each persona card leaves for the chat (visitor spec §2). It is context for
 * the guide (who the visitor is), never an answer: the server recognises it and reads no fields from it.
 */
export const PERSONA_FIRST_MESSAGES: Record<PersonaFlow, string> = {
  academics: 'Hi! I am an academic researcher. I would like to explore funding, collaborators and support to move my research toward real-world impact.',
  entrepreneurs: 'Hi! I am an entrepreneur building a healthcare venture. I am looking for pilot partners, regulatory guidance and funding to grow it.',
  clinicians: 'Hi! I am a clinician with an idea to improve care. I would like help turning it into a project, with the right technical partners and support.',
  investors: 'Hi! I represent a funder interested in healthcare innovation. I would like to learn about promising projects and how we could collaborate.',
};

export const isPersonaPreset = (message: string): boolean => Object.values(PERSONA_FIRST_MESSAGES).includes(message.trim());
