/** Company roles (spec 3 §3). Magazynier is the default for a new sub-account. */
export const ROLES = ['Admin', 'Dyspozytor', 'Magazynier', 'Kierowca'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'Magazynier';

/** `primary` marks the company owner account. */
export const OWNERSHIPS = ['primary', 'secondary'] as const;
export type Ownership = (typeof OWNERSHIPS)[number];

/** Numeric document type enumeration (spec 1 §3, spec 2 §1). */
export const DOCUMENT_TYPES = {
  WZ: 1,
  LP: 2,
  PS: 3,
  CMR: 4,
  KW: 5,
  FV: 6,
  OR: 7,
  OTH: 8,
  OSTSPED: 9,
} as const;
export type DocumentCode = keyof typeof DOCUMENT_TYPES;
export type DocumentTypeNumber = (typeof DOCUMENT_TYPES)[DocumentCode];

/** Types the generator creates; FV, OR and OTH only arrive as uploaded PDFs. */
export const GENERATED_DOCUMENT_CODES = ['WZ', 'CMR', 'LP', 'KW', 'PS', 'OSTSPED'] as const;
export type GeneratedDocumentCode = (typeof GENERATED_DOCUMENT_CODES)[number];

/** Choices of the profile's default document (spec 3 §3). */
export const DEFAULT_DOCUMENT_CHOICES = ['NONE', 'CMR', 'LP', 'OSTSPED'] as const;
export type DefaultDocumentChoice = (typeof DEFAULT_DOCUMENT_CHOICES)[number];

export const TRANSIT_STATUSES = ['pending', 'running', 'finished'] as const;
export type TransitStatus = (typeof TRANSIT_STATUSES)[number];

export const VEHICLE_TYPES = [
  'tractor_unit',
  'semitrailer',
  'solo_truck',
  'trailer',
  'van',
] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export const AVAILABILITY = ['available', 'unavailable'] as const;
export type Availability = (typeof AVAILABILITY)[number];

export const SIGNER_TYPES = ['sender', 'carrier', 'receiver', 'driver'] as const;
export type SignerType = (typeof SIGNER_TYPES)[number];
