export {
  createEventBus,
  eventRetryMs,
  recordEvent,
  recordEvents,
  writeTransaction,
  type EventBus,
  type EventLog,
  type EventSubscriber,
  type StagedMessages,
} from './bus.ts';
export { startEventRetries } from './retries.ts';
