/** The questionnaire's heading in a module of its own, so a page that shows it before the questions load does not ship them. */
export const QUESTIONNAIRE_V3_HEADING = {
  title: 'Innovation Questionnaire',
  description: 'A few questions about you and your project, so we can point you to the right funding, resources, collaborators and expert reviewers.',
} as const;
