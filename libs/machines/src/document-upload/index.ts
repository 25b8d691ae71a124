export * from './document-upload.machine.js';
export * from './document-upload.messages.js';
