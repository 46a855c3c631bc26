import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eftiIdentifierSchemaPath } from '../../../test/efti-schemas.ts';
import { IDENTIFIER_PATHS } from './identifier-xml.ts';
import { KEPT_SUBSET, subsetTableRows } from './subset-table-source.ts';
import {
  CONSIGNMENT_COMMON_XSD,
  formattedSubsetTable,
  SUBSET_TABLE_PATH,
} from './subset-table-file.ts';
import { readXsd } from './xsd-reader.ts';

describe('eFTI subset table', () => {
  it('is what the generator makes of the committed schema', async () => {
    // On failure: node --import tsx apps/server/src/modules/efti/generate-subset-table.ts
    expect(fs.readFileSync(SUBSET_TABLE_PATH, 'utf8')).toBe(await formattedSubsetTable());
  });

  it('reaches every EU and Polish annotation of the schema exactly once', () => {
    const xsd = fs.readFileSync(CONSIGNMENT_COMMON_XSD, 'utf8');
    const annotated = [...readXsd(xsd).types.values()]
      .flat()
      .flatMap((element) => element.annotations)
      .filter((annotation) => annotation.subsets.some(([id]) => KEPT_SUBSET.test(id)));
    const rows = subsetTableRows(xsd);
    expect(rows).toHaveLength(annotated.length);
    expect(new Set(rows.map((row) => row.path)).size).toBe(rows.length);
    expect(rows.find((row) => row.path === 'consignment/carrier/postalAddress/cityName')).toEqual({
      path: 'consignment/carrier/postalAddress/cityName',
      subsets: expect.arrayContaining([
        ['EU03', 'M'],
        ['PL01a', 'M'],
      ]) as unknown,
    });
  });

  it('lists every sequence of both schemas in code-point order (the serialiser relies on it)', () => {
    for (const file of [CONSIGNMENT_COMMON_XSD, eftiIdentifierSchemaPath()]) {
      for (const [type, elements] of readXsd(fs.readFileSync(file, 'utf8')).types) {
        const names = elements.map((element) => element.name);
        expect(names, `${file} ${type}`).toEqual([...names].sort());
      }
    }
  });

  it('projects the identifier subset onto exactly the elements of consignment-identifier.xsd', () => {
    const schema = readXsd(fs.readFileSync(eftiIdentifierSchemaPath(), 'utf8'));
    const paths: string[] = [];
    const walk = (typeName: string, path: string) => {
      for (const element of schema.types.get(typeName) ?? []) {
        const elementPath = `${path}/${element.name}`;
        paths.push(elementPath);
        const child = /^efti:(.+)$/.exec(element.type)?.[1];
        if (child) walk(child, elementPath);
      }
    };
    walk(schema.roots.get('consignment') ?? '', 'consignment');
    expect([...IDENTIFIER_PATHS].sort()).toEqual(paths.sort());
  });
});
