/** The integrations context's public surface (docs/architecture.md, "Rooms"). */
export { webhooksPersonalData } from './webhooks/webhooks.personal-data.js';
