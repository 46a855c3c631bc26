import fs from 'node:fs';
import { buildConsignmentModel, leavesOf, type EftiConsignmentInput } from '@transitdocs/domain';
import { describe, expect, it } from 'vitest';
import { completeEftiInput } from '../../../../../packages/domain/src/efti/test-consignment.ts';
import {
  eftiCommonSchemaPath,
  eftiIdentifierSchemaPath,
  eftiPlatformSchemaPath,
} from '../../../test/efti-schemas.ts';
import { requireTool, validateXml } from '../../../test/pdf-tools.ts';
import {
  buildConsignmentXml,
  buildSubsetXml,
  EFTI_NAMESPACES,
  reduceToSubsets,
} from './consignment-xml.ts';
import { identifierXml, saveIdentifiersRequestXml } from './identifier-xml.ts';
import { subsetTableRows } from './subset-table-source.ts';

function draftInput(): EftiConsignmentInput {
  const input = completeEftiInput();
  input.transit.sender_client = null;
  input.transit.sender_employee = null;
  input.transit.sender_location = [];
  const successive = input.transit.carrier[1];
  if (successive) successive.client.country = '';
  return { ...input, cmr: null, signatures: [] };
}

/** Element paths of a document, as `consignment/carrier/name` (simple scan of our own output). */
function elementPaths(xml: string): string[] {
  const paths: string[] = [];
  const stack: string[] = [];
  for (const match of xml.matchAll(/<(\/?)([A-Za-z][\w]*)[^>]*?(\/?)>/g)) {
    const [, closing, name = '', empty] = match;
    if (closing) {
      stack.pop();
      continue;
    }
    stack.push(name);
    paths.push(stack.join('/'));
    if (empty) stack.pop();
  }
  return paths;
}

describe('eFTI consignment XML', () => {
  const hasXmllint = requireTool('xmllint', 'libxml2-utils');

  it('finds the copied schemas inside the repository', () => {
    for (const schema of [eftiCommonSchemaPath(), eftiIdentifierSchemaPath()]) {
      expect(fs.existsSync(schema), schema).toBe(true);
    }
  });

  it('maps a transit with two receivers and two carriers to a valid common data set', async () => {
    const xml = buildConsignmentXml(completeEftiInput());
    expect(xml).toContain(`<consignment xmlns="${EFTI_NAMESPACES.common}">`);
    expect(xml).toContain('<name>Zażółć &lt;&amp;&gt; "Gęślą" Jaźń Sp. z o.o.</name>');
    expect(xml).toContain('<name>Müller &amp; Söhne &lt;GmbH&gt; "Süd"</name>');
    // The second receiver is an associated party (the schema has one consignee).
    expect(xml).toMatch(/<associatedParty>[\s\S]*Gżegżółka S\.A\.[\s\S]*<roleCode>CN<\/roleCode>/);
    expect(xml).toMatch(/<connectingCarrier>[\s\S]*Podwykonawca Sp\.j\./);
    for (const plate of ['PO 12345', 'DW 55555']) {
      expect(xml).toMatch(new RegExp(`<usedTransportMeans>\\s*<id>${plate}</id>`));
    }
    for (const trailer of ['PO 9876T', 'DW 777AA']) {
      expect(xml).toMatch(new RegExp(`<categoryCode>TE</categoryCode>\\s*<id>${trailer}</id>`));
    }
    expect(xml).toContain('<grossWeight unitId="KGM">36000.75</grossWeight>');
    expect(xml).toContain('<dangerousGoodsIndicator>false</dangerousGoodsIndicator>');
    expect(xml).toMatch(/<transportContractDocument>[\s\S]*<id>CMR\/2026\/0042<\/id>/);
    expect(xml).toMatch(
      /<consignor>\s*<confirmedDocumentAuthentication>\s*<actualDateTime formatId="205">202611230740\+0000</,
    );
    expect(xml.match(/<unloadingEvent>/g)).toHaveLength(2);
    if (!hasXmllint) return;
    await validateXml(xml, eftiCommonSchemaPath());
  });

  it('writes a draft (parties, places, CMR missing) that still validates, gaps left out', async () => {
    const xml = buildConsignmentXml(draftInput());
    expect(xml).not.toContain('<consignor>');
    expect(xml).not.toContain('<carrierAcceptanceLocation>');
    expect(xml).not.toContain('<formattedIssueDateTime');
    if (!hasXmllint) return;
    await validateXml(xml, eftiCommonSchemaPath());
  });

  it('cuts text to the schema’s lengths', async () => {
    const input = completeEftiInput();
    const [first] = input.transit.receivers;
    if (!first) throw new Error('fixture changed');
    first.client.name = 'Ż'.repeat(120);
    first.client.address = `ul. ${'Długa'.repeat(20)} 5`;
    first.client.town = 'Ł'.repeat(50);
    const xml = buildConsignmentXml(input);
    expect(xml).toContain(`<name>${'Ż'.repeat(70)}</name>`);
    if (!hasXmllint) return;
    await validateXml(xml, eftiCommonSchemaPath());
  });

  it('reduces the consignment to EU01: only EU01 elements, still valid', async () => {
    const input = completeEftiInput();
    const reduced = reduceToSubsets(buildConsignmentModel(input), ['EU01']);
    const eu01 = new Set(
      subsetTableRows(fs.readFileSync(eftiCommonSchemaPath(), 'utf8'))
        .filter((row) => row.subsets.some(([id]) => id === 'EU01'))
        .map((row) => row.path),
    );
    const xml = buildSubsetXml(input, ['EU01']);
    const paths = elementPaths(xml).filter((path) => path !== 'consignment');
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((path) => !eu01.has(path))).toEqual([]);
    expect(leavesOf(reduced).some((l) => l.path === 'consignment/consignee/name')).toBe(false);
    expect(xml).toContain('<carrierAcceptanceDateTime formatId="205">');
    expect(xml).not.toContain('<consignee>');
    if (!hasXmllint) return;
    await validateXml(xml, eftiCommonSchemaPath());
  });

  it('keeps everything asked in several subsets at once', () => {
    const xml = buildSubsetXml(completeEftiInput(), ['EU01', 'EU03']);
    expect(xml).toContain('<consignee>');
    expect(xml).toContain('<carrierAcceptanceDateTime');
    expect(xml).not.toContain('<associatedDocument>');
  });
});

describe('eFTI identifiers', () => {
  const hasXmllint = requireTool('xmllint', 'libxml2-utils');

  it('writes the identifier subset that validates against consignment-identifier.xsd', async () => {
    const xml = identifierXml(completeEftiInput());
    expect(xml).toContain(`<consignment xmlns="${EFTI_NAMESPACES.identifier}">`);
    expect(xml).toContain('<id>PO 12345</id>');
    expect(xml).toContain('<id>DW 777AA</id>');
    expect(xml).not.toContain('<consignor>');
    if (!hasXmllint) return;
    await validateXml(xml, eftiIdentifierSchemaPath());
    await validateXml(identifierXml(draftInput()), eftiIdentifierSchemaPath());
  });

  it('wraps them in a saveIdentifiersRequest of edelivery/platform.xsd', async () => {
    const xml = saveIdentifiersRequestXml(completeEftiInput(), {
      datasetId: '0d7c8f0e-1b9e-4f7a-9c55-2f3c1c1d2e3f',
      requestId: 'req-<1>',
    });
    expect(xml).toContain(
      `<saveIdentifiersRequest xmlns="${EFTI_NAMESPACES.edelivery}" requestId="req-&lt;1&gt;" datasetId="0d7c8f0e-1b9e-4f7a-9c55-2f3c1c1d2e3f">`,
    );
    if (!hasXmllint) return;
    await validateXml(xml, eftiPlatformSchemaPath());
  });
});
