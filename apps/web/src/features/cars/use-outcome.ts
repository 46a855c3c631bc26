import { useCallback, useState } from 'react';

/**
 * The result of an action for its result dialog. Hiding keeps the last result, so the dialog
 * keeps its title and severity while it fades out instead of flashing another text.
 */
export function useOutcome<T>() {
  const [outcome, setOutcome] = useState<T | null>(null);
  const [isOpen, setOpen] = useState(false);
  const show = useCallback((next: T) => {
    setOutcome(next);
    setOpen(true);
  }, []);
  const hide = useCallback(() => {
    setOpen(false);
  }, []);
  return { outcome, isOpen, show, hide };
}
