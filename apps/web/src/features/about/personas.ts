import { PERSONA_FIRST_MESSAGES, type PersonaFlow } from '@intake/contracts';

export interface Persona {
  flow: PersonaFlow;
  title: string;
  summary: string;
  offers: readonly string[];
  /** Sent to the AI guide as the visitor's first message. */
  firstMessage: string;
}

/** Visitor spec §2: the four persona cards of How It Works, in the order shown. */
export const PERSONAS: readonly Persona[] = [
  {
    flow: 'academics',
    title: 'Academics',
    summary: 'Researchers and faculty turning findings into tools that reach patients.',
    offers: ['Grant and translational funding leads', 'Clinical and industry co-investigators', 'Biostatistics and study design support'],
    firstMessage: PERSONA_FIRST_MESSAGES.academics,
  },
  {
    flow: 'entrepreneurs',
    title: 'Entrepreneurs',
    summary: 'Founders and start-up teams building healthcare products and services.',
    offers: ['Pilot sites and clinical validation', 'Regulatory pathway guidance', 'Introductions to funders and partners'],
    firstMessage: PERSONA_FIRST_MESSAGES.entrepreneurs,
  },
  {
    flow: 'clinicians',
    title: 'Clinicians & Healthcare Professionals',
    summary: 'Doctors, nurses, allied health and public-health staff who see the problems first.',
    offers: ['Engineering and data science partners', 'Help shaping an idea into a project', 'Protected routes to testing in practice'],
    firstMessage: PERSONA_FIRST_MESSAGES.clinicians,
  },
  {
    flow: 'investors',
    title: 'Investors',
    summary: 'Funders, foundations and investors looking for vetted healthcare innovation.',
    offers: ['Access to reviewed projects', 'Clinical and scientific due diligence', 'Co-funding alongside the consortium'],
    firstMessage: PERSONA_FIRST_MESSAGES.investors,
  },
];
