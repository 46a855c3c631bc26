import {
  chooseDocumentCarrierClient,
  chooseDocumentReceiverClient,
  docClientOf,
  type DocClient,
  type DocumentLocks,
} from '@transitdocs/domain';
import { useTranslation } from '../../i18n/react.ts';
import { searchClients } from '../../api/clients.ts';
import { DebouncedAutocomplete } from '../../ui/list/index.ts';
import { getAt, isPathLocked, joinPath, type DataPath, type EditorData } from './data-paths.ts';
import type { ClientPickerField } from './wizard-config.ts';

type PickerEditor = {
  data: EditorData;
  setValue: (path: DataPath, value: unknown) => void;
  locks: DocumentLocks;
};

type Party = Record<string, unknown>;

const RULES: Record<ClientPickerField['rule'], (party: Party, client: DocClient | null) => Party> =
  {
    carrier: chooseDocumentCarrierClient,
    receiver: chooseDocumentReceiverClient,
  };

async function findClients(text: string): Promise<DocClient[]> {
  const found = await searchClients(text);
  return found.map(docClientOf).filter((client): client is DocClient => client !== null);
}

function isParty(value: unknown): value is Party {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A search among the company's contractors (debounced 300 ms) for a carrier or a receiver; the
 * choice goes through the party's fill rule (spec 2 §4): a carrier's person, driver and vehicles
 * are cleared, a receiver's address goes into its first unloading place. The contractor's fields
 * below stay editable by hand.
 */
export function ClientPicker(props: {
  spec: ClientPickerField;
  base: DataPath;
  editor: PickerEditor;
}) {
  const { spec, base, editor } = props;
  const { t } = useTranslation('document_editor');
  const path = joinPath(base, spec.name);
  const party = getAt(editor.data, base);
  const current = isParty(party) ? (party[spec.name] as DocClient | null | undefined) : null;
  return (
    <DebouncedAutocomplete<DocClient>
      name={path}
      label={t(`fields.find_${spec.rule}_client`)}
      value={current?.name ? current : null}
      onChange={(client) => {
        editor.setValue(base, RULES[spec.rule](isParty(party) ? party : {}, client));
      }}
      fetchOptions={findClients}
      getOptionLabel={(client) => client.name ?? ''}
      isOptionEqualToValue={(option, value) =>
        option.id !== undefined && option.id !== null
          ? option.id === value.id
          : option.name === value.name
      }
      disabled={isPathLocked(editor.locks, path)}
    />
  );
}
