export { captureLog } from './captured-log.js';
