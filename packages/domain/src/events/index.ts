export * from './domain-event.ts';
export * from './document-events.ts';
export * from './company-events.ts';
