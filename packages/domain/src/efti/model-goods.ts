import type { Receiver } from '../schemas/transits.ts';
import type { EftiConsignmentInput } from './input.ts';
import { group, leaf, optionalLeaf, type EftiNode } from './model.ts';
import { eftiDecimal, eftiInteger, packageTypeCode } from './values.ts';

/**
 * The goods of the consignment: the description (natureIdentificationCargo), one package and
 * one goods item per cargo line of every receiver, and the totals. The schema keeps weight on
 * the consignment, not on its items, so the lines' gross weights are summed.
 */

export type CargoLine = { receiver: number; line: number; cargo: Receiver['cargo'][number] };

export function cargoLines(receivers: readonly Receiver[]): CargoLine[] {
  return receivers.flatMap((receiver, r) =>
    receiver.cargo.map((cargo, line) => ({ receiver: r, line, cargo })),
  );
}

export function sum(values: (number | null)[]): number | null {
  const numbers = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  return numbers.length > 0 ? numbers.reduce((a, b) => a + b, 0) : null;
}

export function goodsDescription(lines: CargoLine[], receiversField: string): EftiNode {
  const names = lines.map(({ receiver, line, cargo }) =>
    leaf('identificationText', cargo.name, {
      field: `receivers.${receiver}.cargo.${line}.name`,
      max: 512,
    }),
  );
  return group(
    'natureIdentificationCargo',
    names.length > 0 ? names : [leaf('identificationText', null, { field: receiversField })],
  );
}

export function packages(lines: CargoLine[], receiversField: string): EftiNode[] {
  if (lines.length === 0) {
    return [
      group('transportPackage', [
        leaf('itemQuantity', null, { field: receiversField }),
        group('shippingMarks', [leaf('markingText', null, { field: receiversField })]),
        leaf('typeCode', null, { field: receiversField }),
      ]),
    ];
  }
  return lines.map(({ receiver, line, cargo }) => {
    const key = `receivers.${receiver}.cargo.${line}`;
    return group('transportPackage', [
      leaf('itemQuantity', eftiInteger(cargo.quantity), { field: `${key}.quantity` }),
      group('shippingMarks', [
        leaf('markingText', cargo.other.marks, { field: `${key}.other.marks`, max: 70 }),
      ]),
      leaf('typeCode', packageTypeCode(cargo.other.method_of_packaging), {
        field: `${key}.other.method_of_packaging`,
      }),
      optionalLeaf('typeText', cargo.other.method_of_packaging, { max: 35 }),
    ]);
  });
}

export function goodsItems(input: EftiConsignmentInput, lines: CargoLine[]): EftiNode[] {
  const items = lines.map(({ cargo }) =>
    group('includedConsignmentItem', [
      optionalLeaf('goodsUnitQuantity', eftiInteger(cargo.quantity)),
      optionalLeaf('grossVolume', eftiDecimal(cargo.other.capacity, 6), {
        attributes: { unitId: 'MTQ' },
      }),
    ]),
  );
  // The UN number is the one thing a dangerous-goods consignment must name (EU05a, PL04a).
  if (input.dangerousGoods) {
    items.push(
      group('includedConsignmentItem', [
        group('transportDangerousGoods', [leaf('uNDGID', null, { field: 'dangerous_goods' })]),
      ]),
    );
  }
  return items;
}
