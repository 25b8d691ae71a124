import type { PersonaFlow } from '@intake/contracts';

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
    firstMessage:
      'Hi! I am an academic researcher. I would like to explore funding, collaborators and support to move my research toward real-world impact.',
  },
  {
    flow: 'entrepreneurs',
    title: 'Entrepreneurs',
    summary: 'Founders and start-up teams building healthcare products and services.',
    offers: ['Pilot sites and clinical validation', 'Regulatory pathway guidance', 'Introductions to funders and partners'],
    firstMessage:
      'Hi! I am an entrepreneur building a healthcare venture. I am looking for pilot partners, regulatory guidance and funding to grow it.',
  },
  {
    flow: 'clinicians',
    title: 'Clinicians & Healthcare Professionals',
    summary: 'Doctors, nurses, allied health and public-health staff who see the problems first.',
    offers: ['Engineering and data science partners', 'Help shaping an idea into a project', 'Protected routes to testing in practice'],
    firstMessage:
      'Hi! I am a clinician with an idea to improve care. I would like help turning it into a project, with the right technical partners and support.',
  },
  {
    flow: 'investors',
    title: 'Investors',
    summary: 'Funders, foundations and investors looking for vetted healthcare innovation.',
    offers: ['Access to reviewed projects', 'Clinical and scientific due diligence', 'Co-funding alongside the consortium'],
    firstMessage:
      'Hi! I represent a funder interested in healthcare innovation. I would like to learn about promising projects and how we could collaborate.',
  },
];
