import { useTranslation } from '../../i18n/react.ts';
import { ResultDialog } from '../../ui/index.ts';

/** How saving an edited document ended; a failure carries the server's message keys. */
export type UpdateResult = { isSuccess: true } | { isSuccess: false; messages: string[] };

/**
 * The answer to saving an edited document (spec 2 §8): 'successfully updated' or 'could not
 * update' with the server's messages; OK goes on (`onClose`).
 */
export function UpdateResultDialog({
  result,
  onClose,
}: {
  result: UpdateResult | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('document_editor');
  if (!result) return null;
  return (
    <ResultDialog
      open
      severity={result.isSuccess ? 'success' : 'error'}
      title={t(result.isSuccess ? 'successfully_updated_document' : 'could_not_update_document')}
      messages={result.isSuccess ? [] : result.messages}
      onClose={onClose}
    />
  );
}
