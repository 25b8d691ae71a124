export { redactText, redactValue } from './redact.js';
