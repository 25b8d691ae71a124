// Its own module so the runtime can load it on demand (and fall back to the server when it cannot).
export { QUESTIONNAIRE_CONFIGS } from '@intake/contracts';
