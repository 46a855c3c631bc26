import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The identifier search of an eFTI gate, as the reference implementation's test cases
 * (schemas/efti-reference/testing/identifier-query-test-cases.xml) describe it, for a test
 * gate to answer from the identifiers it received:
 * - the identifier matches a transport means (eFTI618), a transport equipment (eFTI374) or a
 *   carried equipment (eFTI448) id, ignoring case; `type` limits it to those roles;
 * - `registrationCountryCode` must be the matched means' or equipment's country (a carried
 *   equipment has none, so the code does not narrow it);
 * - `modeCode` and `dangerousGoodsIndicator` must be those of the movement (leg) the matched
 *   means is used in; for equipment, of any movement of the consignment.
 */

export type IdentifierRole = 'means' | 'equipment' | 'carried';

export type IdentifierQuery = {
  identifier: string;
  types: IdentifierRole[];
  registrationCountryCode?: string;
  modeCode?: string;
  dangerousGoodsIndicator?: boolean;
};

type Movement = { modeCode?: string; dangerousGoods?: boolean; means: Identified[] };
type Identified = { id: string; country?: string };
type Equipment = Identified & { carried: Identified[] };

export type IdentifierConsignment = { movements: Movement[]; equipment: Equipment[] };

/** A parsed element: its local name, text and children. */
type Element = {
  name: string;
  text: string;
  attributes: Record<string, string>;
  children: Element[];
};

const TAG =
  /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*"[^"]*")*)\s*(\/?)>|<!--[\s\S]*?-->|([^<]+)/g;

/** Enough XML for these documents: elements, attributes, text; prefixes dropped. */
function parse(xml: string): Element {
  const root: Element = { name: '#root', text: '', attributes: {}, children: [] };
  const stack = [root];
  for (const match of xml.replace(/<\?[^>]*\?>/g, '').matchAll(TAG)) {
    const top = stack[stack.length - 1] as Element;
    if (match[5] !== undefined) {
      top.text += match[5];
      continue;
    }
    if (match[2] === undefined) continue;
    const name = match[2].replace(/^[\w-]+:/, '');
    if (match[1] === '/') {
      stack.pop();
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const a of (match[3] ?? '').matchAll(/([\w:.-]+)\s*=\s*"([^"]*)"/g)) {
      attributes[(a[1] ?? '').replace(/^[\w-]+:/, '')] = a[2] ?? '';
    }
    const element: Element = { name, text: '', attributes, children: [] };
    top.children.push(element);
    if (match[4] !== '/') stack.push(element);
  }
  return root;
}

const kids = (element: Element | undefined, name: string) =>
  element?.children.filter((c) => c.name === name) ?? [];
const kid = (element: Element | undefined, name: string) => kids(element, name)[0];
const textOf = (element: Element | undefined) => element?.text.trim();

function identified(element: Element): Identified {
  const country = textOf(kid(kid(element, 'registrationCountry'), 'code'));
  return { id: textOf(kid(element, 'id')) ?? '', ...(country ? { country } : {}) };
}

function consignmentOf(element: Element): IdentifierConsignment {
  return {
    movements: kids(element, 'mainCarriageTransportMovement').map((m) => {
      const mode = textOf(kid(m, 'modeCode'));
      const dangerous = textOf(kid(m, 'dangerousGoodsIndicator'));
      return {
        ...(mode ? { modeCode: mode } : {}),
        ...(dangerous ? { dangerousGoods: dangerous === 'true' } : {}),
        means: kids(m, 'usedTransportMeans').map(identified),
      };
    }),
    equipment: kids(element, 'usedTransportEquipment').map((e) => ({
      ...identified(e),
      carried: kids(e, 'carriedTransportEquipment').map(identified),
    })),
  };
}

/** The data set and identifiers of a platform's saveIdentifiersRequest. */
export function parseSaveIdentifiersRequest(
  xml: string,
): { datasetId: string; consignment: IdentifierConsignment } | null {
  const request = kid(parse(xml), 'saveIdentifiersRequest');
  const consignment = kid(request, 'consignment');
  const datasetId = request?.attributes.datasetId;
  return consignment && datasetId ? { datasetId, consignment: consignmentOf(consignment) } : null;
}

const ROLES: IdentifierRole[] = ['means', 'equipment', 'carried'];

function legFits(
  movements: readonly Movement[],
  query: Pick<IdentifierQuery, 'modeCode' | 'dangerousGoodsIndicator'>,
): boolean {
  if (query.modeCode === undefined && query.dangerousGoodsIndicator === undefined) return true;
  return movements.some(
    (m) =>
      (query.modeCode === undefined || m.modeCode === query.modeCode) &&
      (query.dangerousGoodsIndicator === undefined ||
        m.dangerousGoods === query.dangerousGoodsIndicator),
  );
}

/** Whether a consignment answers the query. */
export function matchesQuery(consignment: IdentifierConsignment, query: IdentifierQuery): boolean {
  const wanted = query.identifier.trim().toUpperCase();
  const same = (item: Identified) => item.id.toUpperCase() === wanted;
  const countryFits = (item: Identified) =>
    query.registrationCountryCode === undefined || item.country === query.registrationCountryCode;
  const types = query.types.length > 0 ? query.types : ROLES;
  const byMeans =
    types.includes('means') &&
    consignment.movements.some(
      (m) => m.means.some((means) => same(means) && countryFits(means)) && legFits([m], query),
    );
  const anyLeg = legFits(consignment.movements, query);
  const byEquipment =
    types.includes('equipment') &&
    anyLeg &&
    consignment.equipment.some((e) => same(e) && countryFits(e));
  const byCarried =
    types.includes('carried') && anyLeg && consignment.equipment.some((e) => e.carried.some(same));
  return byMeans || byEquipment || byCarried;
}

function queryOf(element: Element): IdentifierQuery {
  const identifier = kid(element, 'identifier');
  const type = identifier?.attributes.type;
  const country = textOf(kid(element, 'registrationCountryCode'));
  const mode = textOf(kid(element, 'modeCode'));
  const dangerous = textOf(kid(element, 'dangerousGoodsIndicator'));
  return {
    identifier: textOf(identifier) ?? '',
    types: type ? (type.split(/\s+/) as IdentifierRole[]) : [],
    ...(country ? { registrationCountryCode: country } : {}),
    ...(mode ? { modeCode: mode } : {}),
    ...(dangerous ? { dangerousGoodsIndicator: dangerous === 'true' } : {}),
  };
}

export type IdentifierTestGroup = {
  description: string;
  datasets: { id: string; consignment: IdentifierConsignment }[];
  cases: { query: IdentifierQuery; results: string[] }[];
};

const testCasesPath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../schemas/efti-reference/testing/identifier-query-test-cases.xml',
);

/** The reference implementation's identifier query test cases (our copy). */
export function identifierTestCases(): IdentifierTestGroup[] {
  const root = kid(parse(fs.readFileSync(testCasesPath, 'utf8')), 'identifierQueryTestCases');
  return kids(root, 'dataGroup').map((group) => ({
    description: textOf(kid(group, 'description')) ?? '',
    datasets: kids(group, 'dataset').map((d) => ({
      id: textOf(kid(d, 'id')) ?? '',
      consignment: consignmentOf(kid(d, 'consignment') as Element),
    })),
    cases: kids(group, 'testCase').map((c) => ({
      query: queryOf(kid(c, 'query') as Element),
      results: kids(c, 'result').map((r) => textOf(r) ?? ''),
    })),
  }));
}
