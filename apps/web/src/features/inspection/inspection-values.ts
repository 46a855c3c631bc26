import type { EftiInspectionElement, Language } from '@transitdocs/domain';
import type { TFunction } from '../../i18n/translator.ts';
import { formatDateTime } from '../../ui/date-time.ts';
import {
  blockLabelKey,
  fieldLabelKeys,
  type InspectionBlock,
  type Placement,
} from './inspection-elements.ts';

/** The texts of the view in the language the inspector picked (not the app's). */
export type ViewTexts = {
  language: Language;
  t: TFunction;
  /** whether the view's namespace has `key` in this language */
  has: (key: string) => boolean;
};

/** `grossWeight` -> "Gross weight": for elements the labels do not know (a newer server). */
export function humanize(name: string): string {
  const words = name
    .replace(/\./g, ' · ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function fieldLabel(texts: ViewTexts, placement: Placement): string {
  const key = fieldLabelKeys(placement).find((candidate) => texts.has(candidate));
  const label = key ? texts.t(key) : humanize(placement.field);
  return placement.fieldNumber === null ? label : `${label} ${String(placement.fieldNumber)}`;
}

export function blockHeading(texts: ViewTexts, block: InspectionBlock): string {
  return texts.t(blockLabelKey(block.kind), {
    number: block.number ?? undefined,
    name: humanize(block.name ?? ''),
  });
}

const pad = (text: string | undefined) => text ?? '';

/**
 * An eFTI date-time as the app writes dates (`2026-11-24 08:00`): 102 is a day, 203 a local
 * day and time, 205 a UTC instant, shown in the phone's time zone.
 */
function formatEftiDateTime(value: string, formatId: string | undefined): string {
  const parts = /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2}))?([+-]\d{4})?$/.exec(value);
  if (!parts) return value;
  const [, year, month, day, hour, minute, offset] = parts;
  const date = `${pad(year)}-${pad(month)}-${pad(day)}`;
  if (formatId === '102' || hour === undefined) return date;
  if (formatId === '205' && offset) {
    const sign = offset.startsWith('-') ? '-' : '+';
    const iso = `${date}T${pad(hour)}:${pad(minute)}:00${sign}${offset.slice(1, 3)}:${offset.slice(3)}`;
    return formatDateTime(iso) || value;
  }
  return `${date} ${pad(hour)}:${pad(minute)}`;
}

const UNIT_SYMBOLS: Record<string, string> = { KGM: 'kg', MTQ: 'm³', TNE: 't', LTR: 'l' };

function formatNumber(value: string, language: Language): string {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number)) return value;
  return new Intl.NumberFormat(language, { maximumFractionDigits: 6 }).format(number);
}

function countryName(code: string, language: Language): string {
  try {
    const name = new Intl.DisplayNames([language], { type: 'region' }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

/** Which code list a leaf's value comes from, by its block and row. */
function codeListOf(placement: Placement): string | null {
  const { kind, field } = placement;
  if (field === 'roleCode') return 'role';
  if (field.endsWith('statementCode')) return 'signer';
  if (kind === 'vehicle' && field === 'modeCode') return 'mode';
  if (kind === 'vehicle' && field === 'usedTransportMeans.typeCode') return 'vehicle_type';
  if (kind === 'trailer' && field === 'categoryCode') return 'equipment';
  if (kind === 'contract' && field === 'typeCode') return 'document_type';
  if (kind === 'package' && field === 'typeCode') return 'package_type';
  return null;
}

const isCountry = (field: string) =>
  field.endsWith('countryCode') || field.endsWith('registrationCountry.code');

const COUNTS = new Set(['goodsUnitQuantity', 'itemQuantity']);

/** A leaf's value for a person: codes named, dates written out, weights with their unit. */
export function formatValue(
  texts: ViewTexts,
  placement: Placement,
  element: EftiInspectionElement,
): string {
  const { value, attributes = {} } = element;
  const last = placement.field.split('.').at(-1) ?? '';
  if (attributes.formatId) return formatEftiDateTime(value, attributes.formatId);
  if (attributes.unitId) {
    const unit = UNIT_SYMBOLS[attributes.unitId] ?? attributes.unitId;
    return `${formatNumber(value, texts.language)} ${unit}`;
  }
  if (isCountry(placement.field)) return countryName(value, texts.language);
  if (last === 'dangerousGoodsIndicator') {
    return value === 'true' ? texts.t('values.yes') : texts.t('values.no');
  }
  if (COUNTS.has(last)) return formatNumber(value, texts.language);
  const list = codeListOf(placement);
  if (list) {
    const key = `values.${list}.${value}`;
    if (texts.has(key)) return list === 'signer' ? texts.t(key) : `${texts.t(key)} (${value})`;
  }
  return value;
}
