import { Suspense, useSyncExternalStore } from 'react';
import { lazyScreen } from './lazy-screen.ts';
import { isAccountBlocked, subscribeBlockedAccount } from './blocked-account.ts';

// Rarely shown: its dialog is fetched when the server first says the account is blocked.
const BlockedAccountNotice = lazyScreen(
  async () => (await import('./blocked-account-notice.tsx')).BlockedAccountNotice,
  ['auth'],
);

/** Shown when the server answers `inactive_user`; OK reloads the page (spec 1 §4). */
export function BlockedAccountDialog() {
  const isBlocked = useSyncExternalStore(subscribeBlockedAccount, isAccountBlocked);
  if (!isBlocked) return null;
  // Its own boundary: the page stays as it is while the notice loads.
  return (
    <Suspense fallback={null}>
      <BlockedAccountNotice />
    </Suspense>
  );
}
