import { CARRIER_REMARKS_ROWS, type GeneratedDocumentCode } from '@transitdocs/domain';

/** Inputs of a leaf field; `number` and `integer` store numbers, empty stores null. */
export type LeafKind =
  | 'text'
  | 'multiline'
  | 'number'
  | 'integer'
  | 'date'
  | 'time'
  | 'country'
  | 'currency'
  | 'latitude'
  | 'longitude';

/**
 * `label` is a key of the `document_editor` namespace under `fields.`; `rows` fixes the height
 * of a text area that does not grow like the others (spec 2 §9).
 */
export type LeafField = {
  kind: LeafKind;
  name: string;
  label: string;
  isFullOnly?: boolean;
  rows?: number;
};
export type ChoiceField = {
  kind: 'choice';
  name: string;
  label: string;
  options: readonly string[];
  isFullOnly?: boolean;
};
/** An object (`sender`, `paymentCOD`) shown as a titled group of its fields. */
export type GroupField = {
  kind: 'group';
  name: string;
  label: string;
  fields: FieldSpec[];
  isFullOnly?: boolean;
};
/** A list of objects; `label` takes `{{number}}` for each item's title. */
export type ListField = {
  kind: 'list';
  name: string;
  label: string;
  addLabel: string;
  fields: FieldSpec[];
  isFullOnly?: boolean;
};
/**
 * Finds a contractor (`client/all_clients/`) for the object at `name` and applies the spec 2 §4
 * fill rule of its party to the object around it.
 */
export type ClientPickerField = {
  kind: 'clientPicker';
  name: string;
  rule: 'carrier' | 'receiver';
  isFullOnly?: boolean;
};
/**
 * A company person (`employee/`) for the party at the base: `name` holds the person and
 * `clientName` the party's contractor, which an empty one takes from the choice (spec 2 §4).
 */
export type PersonPickerField = {
  kind: 'personPicker';
  name: string;
  clientName: string;
  label: string;
  isFullOnly?: boolean;
};
/**
 * A carrier's driver, vehicle or semitrailer: one of the company's fleet, whose choice fills the
 * rest of the carrier by the spec 2 §4 rules, or typed text.
 */
export type FleetPickerField = {
  kind: 'fleetPicker';
  name: 'driver' | 'vehicle' | 'semitrailer';
  label: string;
  isFullOnly?: boolean;
};
/** Fixed grids and pickers with their own component. */
export type SpecialField = {
  kind: 'payments' | 'pallets' | 'transportMode';
  name: string;
  isFullOnly?: boolean;
};
export type FieldSpec =
  | LeafField
  | ChoiceField
  | GroupField
  | ListField
  | ClientPickerField
  | PersonPickerField
  | FleetPickerField
  | SpecialField;

export type WizardStep = {
  id: string;
  fields: FieldSpec[];
  /** Error paths this step answers for (besides its fields); Next waits until they are right. */
  validates?: string[];
};

export type WizardConfig = { code: GeneratedDocumentCode; steps: WizardStep[]; hasModes: boolean };

const text = (name: string, label = name): LeafField => ({ kind: 'text', name, label });
const leaf = (kind: LeafKind, name: string, label = name, isFullOnly = false): LeafField => ({
  kind,
  name,
  label,
  ...(isFullOnly ? { isFullOnly } : {}),
});

const CLIENT_FIELDS: FieldSpec[] = [
  text('name'),
  text('address'),
  text('postCode'),
  text('city'),
  leaf('country', 'country'),
  text('vies'),
];
const PLACE_FIELDS: FieldSpec[] = [
  text('place', 'place_name'),
  text('address'),
  text('postCode'),
  text('city'),
  leaf('country', 'country'),
  leaf('latitude', 'latitude', 'latitude', true),
  leaf('longitude', 'longitude', 'longitude', true),
];

/** The carrier's reservations: a text area of 6 rows (spec 2 §9). */
const carrierRemarks = (label = 'carrierRemarks'): LeafField => ({
  ...leaf('multiline', 'carrierRemarks', label),
  rows: CARRIER_REMARKS_ROWS,
});

const client = (name: string, label: string): GroupField => ({
  kind: 'group',
  name,
  label,
  fields: CLIENT_FIELDS,
});

const person = (name: string, clientName: string, label: string): PersonPickerField => ({
  kind: 'personPicker',
  name,
  clientName,
  label,
});

/** The sender with its person (`senderEmployee` next to `sender`). */
const sender = (label: string): FieldSpec[] => [
  client('sender', label),
  person('senderEmployee', 'sender', 'sender_person'),
];

const fleet = (name: FleetPickerField['name']): FleetPickerField => ({
  kind: 'fleetPicker',
  name,
  label: name,
});

const places = (name: string, label: string, addLabel: string): ListField => ({
  kind: 'list',
  name,
  label,
  addLabel,
  fields: PLACE_FIELDS,
});

const CMR_CARGO: FieldSpec[] = [
  text('marks'),
  leaf('number', 'quantity'),
  text('methodOfPackaging'),
  text('name', 'goods_name'),
  leaf('text', 'statisticalNumber', 'statisticalNumber', true),
  leaf('number', 'weight'),
  leaf('number', 'capacity'),
];
const QUANTITY_CARGO: FieldSpec[] = [
  text('marks'),
  text('name', 'goods_name'),
  leaf('number', 'quantityDeclared'),
  leaf('number', 'quantityLoaded'),
  leaf('number', 'quantityPickedUp'),
  text('unitOfMeasure'),
];

const receivers = (fields: FieldSpec[]): ListField => ({
  kind: 'list',
  name: 'receivers',
  label: 'receiver',
  addLabel: 'add_receiver',
  fields,
});

const RECEIVER_PARTY: FieldSpec[] = [
  { kind: 'clientPicker', name: 'client', rule: 'receiver' },
  client('client', 'receiver_client'),
  person('employee', 'client', 'person'),
];
const receiverClients = receivers(RECEIVER_PARTY);
const receiverPlaces = receivers([
  places('destinyPlaces', 'unloading_place', 'add_unloading_place'),
]);
const receiverGoods = (cargo: FieldSpec[]) =>
  receivers([
    { kind: 'list', name: 'cargo', label: 'cargo_line', addLabel: 'add_cargo_line', fields: cargo },
  ]);

const carriers: ListField = {
  kind: 'list',
  name: 'carriers',
  label: 'carrier',
  addLabel: 'add_carrier',
  fields: [
    { kind: 'clientPicker', name: 'client', rule: 'carrier' },
    client('client', 'carrier_client'),
    person('employee', 'client', 'person'),
    fleet('driver'),
    fleet('vehicle'),
    fleet('semitrailer'),
  ],
};

const attachedDocuments: ListField = {
  kind: 'list',
  name: 'attachedDocuments',
  label: 'attached_document',
  addLabel: 'add_attached_document',
  fields: [leaf('multiline', 'type', 'attached_type'), text('id', 'attached_number')],
  isFullOnly: true,
};

const CREATED_AT: ChoiceField = {
  kind: 'choice',
  name: 'createdAtClients',
  label: 'createdAtClients',
  options: ['sender', 'receiver'],
};

/** CMR: six pages and the preview (spec 2 §2); simplified edit hides the rarely used fields. */
const CMR: WizardConfig = {
  code: 'CMR',
  hasModes: true,
  steps: [
    {
      id: 'parties',
      fields: [...sender('sender'), receiverClients],
    },
    {
      id: 'places',
      fields: [
        places('loading', 'loading_place', 'add_loading_place'),
        leaf('date', 'loadingDate'),
        receiverPlaces,
        attachedDocuments,
      ],
      validates: ['loading', 'receivers'],
    },
    { id: 'goods', fields: [receiverGoods(CMR_CARGO)] },
    { id: 'carriers', fields: [carriers, carrierRemarks()] },
    {
      id: 'instructions',
      fields: [
        leaf('multiline', 'senderInstruction'),
        leaf('multiline', 'paymentInstruction'),
        { kind: 'payments', name: 'payments', isFullOnly: true },
        {
          kind: 'group',
          name: 'paymentCOD',
          label: 'paymentCOD',
          fields: [
            leaf('number', 'value', 'cod_value'),
            leaf('currency', 'currency', 'cod_currency'),
          ],
        },
        { kind: 'transportMode', name: 'transportMode' },
      ],
    },
    {
      id: 'agreements',
      fields: [
        leaf('multiline', 'specialAgreements'),
        text('place', 'issue_place'),
        leaf('date', 'dateOfIssue'),
      ],
    },
  ],
};

/** WZ: receivers, date/time/place validated (spec 2 §5). */
const WZ: WizardConfig = {
  code: 'WZ',
  hasModes: false,
  steps: [
    {
      id: 'parties',
      fields: [
        ...sender('sender'),
        places('loading', 'loading_place', 'add_loading_place'),
        receiverClients,
      ],
    },
    { id: 'goods', fields: [receiverPlaces, receiverGoods(QUANTITY_CARGO)] },
    { id: 'carriers', fields: [carriers] },
    {
      id: 'details',
      fields: [
        leaf('date', 'date'),
        leaf('time', 'time'),
        text('place'),
        CREATED_AT,
        text('waybillNumber'),
        carrierRemarks('remarks'),
      ],
    },
  ],
};

/** KW: receivers, carriers, the date and the 11 pallet types. */
const KW: WizardConfig = {
  code: 'KW',
  hasModes: false,
  steps: [
    { id: 'parties', fields: [...sender('sender'), receiverClients] },
    { id: 'carriers', fields: [carriers] },
    {
      id: 'pallets',
      fields: [
        leaf('date', 'date'),
        {
          kind: 'choice',
          name: 'palletsTransferWith',
          label: 'palletsTransferWith',
          options: ['sender', 'receiver'],
        },
        { kind: 'pallets', name: 'transfer' },
        carrierRemarks('remarks'),
      ],
    },
  ],
};

const LP_CARGO: FieldSpec[] = [
  text('marks'),
  text('name', 'goods_name'),
  leaf('number', 'quantity'),
  text('methodOfPackaging'),
  leaf('number', 'weight'),
  leaf('number', 'capacity'),
];

/** LP: loading, receivers and carriers validated (spec 2 §5). */
const LP: WizardConfig = {
  code: 'LP',
  hasModes: false,
  steps: [
    {
      id: 'places',
      fields: [
        ...sender('sender'),
        places('loading', 'loading_place', 'add_loading_place'),
        leaf('date', 'loadingDate'),
      ],
      validates: ['loading'],
    },
    {
      id: 'receivers',
      fields: [
        receivers([
          ...RECEIVER_PARTY,
          places('destinyPlaces', 'unloading_place', 'add_unloading_place'),
          {
            kind: 'list',
            name: 'cargo',
            label: 'cargo_line',
            addLabel: 'add_cargo_line',
            fields: LP_CARGO,
          },
        ]),
      ],
    },
    { id: 'carriers', fields: [carriers, attachedDocuments] },
    {
      id: 'instructions',
      fields: [
        leaf('multiline', 'senderInstruction'),
        carrierRemarks(),
        leaf('multiline', 'paymentInstruction'),
        {
          kind: 'group',
          name: 'paymentCOD',
          label: 'paymentCOD',
          fields: [
            leaf('number', 'value', 'cod_value'),
            leaf('currency', 'currency', 'cod_currency'),
          ],
        },
        leaf('date', 'dateOfIssue'),
      ],
    },
  ],
};

/**
 * PS: the three steps the spec validates (sender, receivers, carriers; spec 2 §5) and the
 * preview, four in all (spec 2 §2): the date, time and place go with the sender, the damage
 * with the goods, the remarks with the carriers.
 */
const PS: WizardConfig = {
  code: 'PS',
  hasModes: false,
  steps: [
    {
      id: 'sender',
      fields: [
        ...sender('sender'),
        CREATED_AT,
        leaf('date', 'date'),
        leaf('time', 'time'),
        text('place'),
        text('waybillNumber'),
        {
          kind: 'choice',
          name: 'createdBeforeAfterLoadingUnloading',
          label: 'createdBeforeAfterLoadingUnloading',
          options: ['before', 'after'],
        },
      ],
    },
    {
      id: 'receivers',
      fields: [
        receiverClients,
        receiverGoods(QUANTITY_CARGO),
        leaf('multiline', 'collectivePackagingAndDamageCause'),
        {
          kind: 'list',
          name: 'damagedCargos',
          label: 'damaged_cargo',
          addLabel: 'add_damaged_cargo',
          fields: [
            text('name', 'goods_name'),
            leaf('number', 'quantity', 'quantity_declared'),
            leaf('number', 'actualQuantity'),
            leaf('number', 'damagedQuantity'),
            text('remarks'),
          ],
        },
      ],
    },
    { id: 'carriers', fields: [carriers, carrierRemarks('remarks')] },
  ],
};

/**
 * OSTSPED: a container order; the sender is the client (spec 2 §3). Four steps and the preview
 * (spec 2 §2): the terminal's places and times go with the other places.
 */
const OSTSPED: WizardConfig = {
  code: 'OSTSPED',
  hasModes: false,
  steps: [
    {
      id: 'order',
      fields: [
        {
          kind: 'choice',
          name: 'type',
          label: 'ostsped_type',
          options: ['loading', 'unloading'],
        },
        text('referenceNumber'),
        text('issuer'),
        ...sender('ostsped_client'),
        leaf('date', 'createdAt'),
      ],
    },
    {
      id: 'places',
      fields: [
        places('loading', 'loading_place', 'add_loading_place'),
        leaf('date', 'loadingDate'),
        leaf('time', 'loadingTime'),
        leaf('date', 'unloadingDate'),
        leaf('time', 'unloadingTime'),
        receiverPlaces,
        text('containerPickupPlace'),
        text('containerDisposalPlace'),
        text('customsLocation'),
        text('arrival'),
        text('departure'),
        leaf('multiline', 'disposalTerminalRemarks'),
      ],
    },
    {
      id: 'containers',
      fields: [
        receivers([
          ...RECEIVER_PARTY,
          {
            kind: 'list',
            name: 'cargo',
            label: 'container_line',
            addLabel: 'add_container_line',
            fields: [
              text('container'),
              text('sealNumber'),
              leaf('number', 'tareWeight'),
              leaf('number', 'carriageWeight'),
              text('code', 'mrn'),
            ],
          },
        ]),
      ],
    },
    { id: 'carriers', fields: [carriers] },
  ],
};

/** The wizard of every generated type. */
export const WIZARD_CONFIGS: Partial<Record<GeneratedDocumentCode, WizardConfig>> = {
  CMR,
  WZ,
  LP,
  KW,
  PS,
  OSTSPED,
};

/** The route sub-path of each type (spec 2 §2). */
export const TYPE_PATHS: Record<string, GeneratedDocumentCode> = {
  documentcmr: 'CMR',
  documentwz: 'WZ',
  listprzewozowy: 'LP',
  kwitpaletowy: 'KW',
  protokolszkody: 'PS',
  ostsped: 'OSTSPED',
};
