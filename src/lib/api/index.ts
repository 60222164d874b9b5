export * from './load-state.ts';
export * from './errors.ts';
export { createContentClient, describeItem, type ContentClient, type ContentClientOptions } from './content-client.ts';
export { contentClient } from './client.ts';
export * from './frame.ts';
export * from './pages.ts';
export * from './schemas/index.ts';
