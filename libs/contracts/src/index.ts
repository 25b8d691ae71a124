export * from './admin/admin-auth.schema.js';
export * from './common/error-body.schema.js';
export * from './common/location.schema.js';
export * from './notifications/email.schema.js';
export * from './work-with-us/work-with-us.constants.js';
export * from './work-with-us/work-with-us.events.js';
export * from './work-with-us/work-with-us.schema.js';
export * from './documents/documents.contract.js';
