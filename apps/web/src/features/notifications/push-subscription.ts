import { PushPublicKeyResponse, PushSubscriptionRequest } from '@transitdocs/domain';
import { ApiError, apiRequest } from '../../api/http.ts';

/** GET (public key), POST and DELETE of this browser's push subscription (spec 1 §7). */
const PUSH_PATH = '/company/api/v1/push/subscribe/';

export function isPushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The offline worker (public/sw.js) also shows the pushes; production builds register it. */
async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  return (await navigator.serviceWorker.getRegistration('/')) ?? null;
}

/** The VAPID public key as the push manager wants it: base64url to bytes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await workerRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

export type EnablePushResult = 'subscribed' | 'denied' | 'unavailable';

/** Asks permission, subscribes with the server's key and sends the subscription to the server. */
export async function enablePush(): Promise<EnablePushResult> {
  if (!isPushSupported()) return 'unavailable';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const registration = await workerRegistration();
  if (!registration) return 'unavailable';
  const { public_key: publicKey } = await apiRequest('GET', PUSH_PATH, {
    schema: PushPublicKeyResponse,
  });
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(publicKey),
    }));
  await apiRequest('POST', PUSH_PATH, {
    body: PushSubscriptionRequest.parse(subscription.toJSON()),
  });
  return 'subscribed';
}

/** Tells the server to stop and drops the browser's subscription (switch off, logout). */
export async function disablePush(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  try {
    await apiRequest<undefined>('DELETE', PUSH_PATH, { body: { endpoint: subscription.endpoint } });
  } catch (error) {
    // 404: the server had already dropped it (expired); the browser's copy still goes.
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  await subscription.unsubscribe();
}

/** At logout, while the token still works: this device stops getting the user's pushes. */
export async function forgetPushSubscription(): Promise<void> {
  try {
    await disablePush();
  } catch {
    // Logout goes on; the server drops the subscription when the push service reports it gone.
  }
}
