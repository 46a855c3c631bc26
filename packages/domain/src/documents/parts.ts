import { z } from '../zod-config.ts';
import { MAX_CARRIERS } from '../constants.ts';
import {
  CountryPair,
  amount,
  latitudeField,
  longitudeField,
  optionalId,
  text,
} from './data-fields.ts';

export { CountryPair };

/**
 * Building blocks of `document_data` (spec 2 §3). Field names are the spec's camelCase; every
 * field is optional and nullable because a document is filled step by step in the wizard, and
 * the per-type rules (document-data.ts) name what a type requires.
 */
export const DocClient = z.strictObject({
  id: optionalId(),
  name: text(),
  address: text(),
  city: text(),
  postCode: text(10),
  country: CountryPair.nullable().optional(),
  vies: text(20),
  pesel: text(11),
  vatGroup: text(20),
});
export type DocClient = z.infer<typeof DocClient>;

/** A company person (`employee{user}`), as the transit response names it. */
export const DocPerson = z.strictObject({
  id: optionalId(),
  user: z.strictObject({
    first_name: text(),
    last_name: text(),
    phone: text(20),
  }),
});
export type DocPerson = z.infer<typeof DocPerson>;

export const DocPlace = z.strictObject({
  id: optionalId(),
  place: text(),
  address: text(),
  postCode: text(10),
  city: text(),
  country: CountryPair.nullable().optional(),
  latitude: latitudeField(),
  longitude: longitudeField(),
  client: optionalId(),
  additionalData: text(),
});
export type DocPlace = z.infer<typeof DocPlace>;

/** Fields a loading or unloading place needs (spec 2 §5). */
export const DOC_PLACE_REQUIRED_FIELDS = ['address', 'postCode', 'city', 'country'] as const;

/** A typed driver ('first last') or one of the company's drivers. */
export const DocDriver = z.union([
  z.string().trim().max(500),
  z.strictObject({ id: optionalId(), firstName: text(), lastName: text() }),
]);
export type DocDriver = z.infer<typeof DocDriver>;

/** A typed registration number or a fleet vehicle. */
export const DocVehicle = z.union([
  z.string().trim().max(20),
  z.strictObject({ id: optionalId(), number: text(20) }),
]);
export type DocVehicle = z.infer<typeof DocVehicle>;

export const DocCarrier = z.strictObject({
  id: optionalId(),
  client: DocClient.nullable().optional(),
  employee: DocPerson.nullable().optional(),
  driver: DocDriver.nullable().optional(),
  /** True when `driver` is typed text rather than one of the company's drivers. */
  driver_not_from_system: z.boolean().nullable().optional(),
  vehicle: DocVehicle.nullable().optional(),
  semitrailer: DocVehicle.nullable().optional(),
  isForwarder: z.boolean().nullable().optional(),
});
export type DocCarrier = z.infer<typeof DocCarrier>;

/** CMR (and LP, KW) cargo line: boxes 6-12 of the CMR. */
export const CmrCargo = z.strictObject({
  id: optionalId(),
  marks: text(),
  name: text(),
  quantity: amount(),
  methodOfPackaging: text(),
  statisticalNumber: text(),
  weight: amount(),
  capacity: amount(),
  originCountry: text(3),
  destinationCountry: text(3),
});
export type CmrCargo = z.infer<typeof CmrCargo>;

/** WZ and PS cargo line: declared, loaded and picked-up quantities. */
export const QuantityCargo = z.strictObject({
  id: optionalId(),
  marks: text(),
  name: text(),
  quantityDeclared: amount(),
  quantityLoaded: amount(),
  quantityPickedUp: amount(),
  unitOfMeasure: text(50),
});
export type QuantityCargo = z.infer<typeof QuantityCargo>;

/** OSTSPED container line; `code` is the MRN number. */
export const ContainerCargo = z.strictObject({
  id: optionalId(),
  container: text(),
  sealNumber: text(),
  tareWeight: amount(),
  carriageWeight: amount(),
  code: text(),
});
export type ContainerCargo = z.infer<typeof ContainerCargo>;

export const receiverSchema = <T extends z.ZodType>(cargo: T) =>
  z.strictObject({
    id: optionalId(),
    client: DocClient.nullable().optional(),
    employee: DocPerson.nullable().optional(),
    cargo: z.array(cargo).max(100).optional(),
    destinyPlaces: z.array(DocPlace).max(20).optional(),
  });

export const CmrReceiver = receiverSchema(CmrCargo);
export type CmrReceiver = z.infer<typeof CmrReceiver>;
export const QuantityReceiver = receiverSchema(QuantityCargo);
export type QuantityReceiver = z.infer<typeof QuantityReceiver>;
export const ContainerReceiver = receiverSchema(ContainerCargo);
export type ContainerReceiver = z.infer<typeof ContainerReceiver>;

export const DocCarrierList = z.array(DocCarrier).max(MAX_CARRIERS);

export const AttachedDocument = z.strictObject({ type: text(), id: text() });
export type AttachedDocument = z.infer<typeof AttachedDocument>;
