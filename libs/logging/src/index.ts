export { redactText, redactValue } from './redact.js';
export { redactingHooks } from './redacting-hooks.js';
