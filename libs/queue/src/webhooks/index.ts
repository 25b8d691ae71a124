export * from './address-guard.js';
export * from './secret-box.js';
export * from './retry-schedule.js';
