import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { buildApiDocument } from '@transitdocs/server/src/ops/api-document.ts';

const HEADER =
  '// Generated from the API document by `npm run generate -w @transitdocs/client`; do not edit.\n' +
  '/* eslint-disable @typescript-eslint/consistent-type-definitions -- openapi-typescript writes interfaces */\n';

/** The client's generated files (paths from the package root) and their text. */
export async function clientFiles(): Promise<Record<'openapi.json' | 'src/schema.ts', string>> {
  const document = await buildApiDocument();
  const json = JSON.stringify(document);
  const types = astToString(await openapiTS(json));
  // In the repository's style, so that the check of formatting passes them as they are.
  const style = (await resolveConfig(import.meta.filename)) ?? {};
  return {
    'openapi.json': await format(json, { ...style, parser: 'json' }),
    'src/schema.ts': await format(`${HEADER}\n${types}`, { ...style, parser: 'typescript' }),
  };
}
