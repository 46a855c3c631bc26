import { DEFAULT_DOCUMENT_CHOICES, type DefaultDocumentChoice } from '@transitdocs/domain';

/**
 * A choice is offered only when the company has that document type; NONE always is. The current
 * value stays offered even if the company lost the type, so the select never shows a blank.
 */
export function listDefaultDocumentOptions(
  companyDocumentTypes: readonly string[],
  current?: DefaultDocumentChoice,
): DefaultDocumentChoice[] {
  return DEFAULT_DOCUMENT_CHOICES.filter(
    (choice) => choice === 'NONE' || choice === current || companyDocumentTypes.includes(choice),
  );
}
