import type { QuestionTopic } from '../understanding/classify-message.js';
import { englishOnlyNotice, type ForeignLanguage } from '../understanding/detect-language.js';

/** Answers to the questions visitors ask back; the guide then asks its own question again. */
const EXPLANATIONS: Record<QuestionTopic, string> = {
  privacy:
    'Only the consortium team reads what you write here: the people who match ideas with support. It is not published or shared outside the consortium, and you can ask us to delete it at any time.',
  offer:
    'The consortium can help with funding leads and grant applications, technical and engineering partners, regulatory guidance, clinical partners and pilot sites, and mentoring. Knowing your idea lets the right person reply.',
  about:
    'The consortium brings together universities, hospitals and industry partners working on healthcare innovation, and this guide is its front door: you describe an idea or a challenge, and the team connects you with the funding, resources, collaborators and expert review that fit where you are.',
  fit: "You're in the right place: the consortium welcomes ideas and challenges of any size and at any stage, from anyone, with or without a clinical or technical background. Tell me about it in your own words; the team reads every submission.",
  stage:
    'By stage I mean how far along the project is: an idea or concept, a prototype or pilot being tested, something live with real users, or an established product that is scaling.',
  problem: 'By the problem I mean what goes wrong today in healthcare that your work addresses, and who feels it: patients, staff or organisations.',
  solution:
    'By your solution I mean what you are building or proposing to fix that problem: a product, device, service, study or a new way of delivering care.',
  needs: 'By support I mean what would help you most next: funding, technical help, regulatory advice, collaborators or clinical partners, or mentoring.',
  contact: 'Your email lets the team send you a summary and reply within 2-3 business days; your name and organisation are optional and help them address you.',
  why: 'Each answer helps the team route your idea to the right person, so they can reply with support that fits.',
  human:
    "I'm an automated guide, not a person. A member of the consortium's staff reads every submission and replies within 2-3 business days; if you'd rather talk to someone first, you can write to the team at the contact address on this page.",
  language: 'This guide works in English.',
  general: 'Good question. I collect a short description of your idea so the right person in the consortium can reply within 2-3 business days.',
};

export function explanationFor(topic: QuestionTopic, language?: ForeignLanguage): string {
  if (topic === 'language' && language) return englishOnlyNotice(language);
  return EXPLANATIONS[topic];
}
