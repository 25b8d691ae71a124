export * from './admin-dashboard.machine.js';
export * from './admin-dashboard.messages.js';
export * from './dashboard-data.js';
export * from './debug-recommendations.js';
