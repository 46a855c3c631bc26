import { parseErrorKey } from '@transitdocs/domain';

/**
 * The refusals a queued item can get for being made offline
 * (docs/decisions/0042-offline-signing-protocol.md): a conflict, the device key, or the device
 * time. Each has its own text for the driver; any other key (a malformed item, a rule the server
 * applies to every signature) is said as "not accepted" with its text.
 */
const OFFLINE_REFUSAL = /^(offline_|signing_key_|captured_at_)/;

export function isOfflineRefusal(reason: string): boolean {
  return OFFLINE_REFUSAL.test(parseErrorKey(reason).key);
}
