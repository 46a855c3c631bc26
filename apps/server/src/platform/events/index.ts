export {
  createEventBus,
  eventRetryMs,
  recordEvent,
  recordEvents,
  writeTransaction,
  type EventBus,
  type EventSubscriber,
  type StagedMessages,
} from './bus.ts';
export { startEventRetries } from './retries.ts';
