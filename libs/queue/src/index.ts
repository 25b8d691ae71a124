export * from './job-options.js';
export * from './queue-backend.js';
export * from './queue-readiness.js';
export * from './queue.factory.js';
export * from './queue-connection-watch.js';
export * from './queue-close.js';
