export * from './openai-compatible-server.js';
