import { useCallback, useEffect, useRef, useState } from 'react';
import { perUserKey, readEncrypted, writeEncrypted } from '../../app/crypto-store.ts';
import { useSession } from '../../app/session.tsx';
import { TRANSIT_COLUMNS, type TransitColumnKey } from './transit-values.ts';

/** Per user: `documentsColumns<userId>`, AES-GCM encrypted with the session's key (spec 1 §9). */
export const COLUMNS_STORAGE_PREFIX = 'documentsColumns';

/** What is stored: the hidden columns, so columns added later start visible. */
type StoredChoice = { hidden: string[] };

function parseHidden(text: string | null): Set<TransitColumnKey> {
  if (!text) return new Set();
  try {
    const value = JSON.parse(text) as Partial<StoredChoice> | null;
    const hidden = Array.isArray(value?.hidden) ? value.hidden : [];
    return new Set(TRANSIT_COLUMNS.filter((key) => hidden.includes(key)));
  } catch {
    return new Set();
  }
}

/** The table's column choice: every column on by default, stored encrypted for the user. */
export function useColumnChoice(): {
  hidden: ReadonlySet<TransitColumnKey>;
  setHidden: (hidden: ReadonlySet<TransitColumnKey>) => void;
} {
  const { user, token } = useSession();
  const userId = user?.id;
  const [hidden, setHiddenState] = useState<ReadonlySet<TransitColumnKey>>(() => new Set());
  // A choice made before the stored one is read wins over it.
  const isChanged = useRef(false);

  useEffect(() => {
    if (userId === undefined || !token) return;
    let isCurrent = true;
    void readEncrypted(perUserKey(COLUMNS_STORAGE_PREFIX, userId), token).then((text) => {
      if (isCurrent && !isChanged.current) setHiddenState(parseHidden(text));
    });
    return () => {
      isCurrent = false;
    };
  }, [userId, token]);

  const setHidden = useCallback(
    (next: ReadonlySet<TransitColumnKey>) => {
      isChanged.current = true;
      setHiddenState(next);
      if (userId === undefined || !token) return;
      const stored: StoredChoice = { hidden: [...next] };
      writeEncrypted(
        perUserKey(COLUMNS_STORAGE_PREFIX, userId),
        JSON.stringify(stored),
        token,
      ).catch(() => undefined);
    },
    [userId, token],
  );

  return { hidden, setHidden };
}
