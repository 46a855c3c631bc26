/** Fixtures for tests in every workspace; not part of the runtime entry point. */
export { TEST_TRANSIT } from './documents/test-transit.ts';
