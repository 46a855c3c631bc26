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
export { hostForLog, recordRefusal, REFUSAL_LOG_WINDOW_MS, type Refusal } from './refusals.ts';
