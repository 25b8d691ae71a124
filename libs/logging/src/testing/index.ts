export { captureLog } from './captured-log.js';
export { checkMetrics, promtool } from './promtool.js';
