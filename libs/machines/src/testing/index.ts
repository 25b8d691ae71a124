export { COLLABORATION_ROUTE_ANSWERS, FUNDING_ROUTE_ANSWERS, walkQuestionnaire } from '../questionnaire/testing/submit-questionnaire.js';
