import {
  toAcceptLanguage,
  type ShareIdentity,
  type SharedTransitResponse,
} from '@transitdocs/domain';
import type { z } from 'zod';
import { ApiError, NETWORK_ERROR, type HttpMethod } from '../../api/http.ts';
import type { DocumentFile, DocumentFileKind } from '../../api/documents.ts';
import { readJsonShape } from '../../api/json-shape.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { sharedTransitShape } from './share-link-shapes.ts';

const API = '/company/api/v1';

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An answer that is not what the contract says: logged, and shown as a server error. */
function unexpectedAnswer(
  method: HttpMethod,
  url: string,
  response: Response,
  problems: readonly unknown[],
): ApiError {
  console.error(`Unexpected answer of ${method} ${url.split('?')[0] ?? ''}`, problems);
  return new ApiError(response.status, { non_field_errors: ['server_error'] });
}

/**
 * The API as a share-link visitor calls it (spec 1 §2, spec 2 §7): every call carries the token
 * as `?token=` and never the session's Authorization header (a signed-in browser opening a link
 * acts as the link, not as its user). One place builds the addresses, so no caller concatenates.
 *
 * Here only what the landing needs (the link's data) and the files; the other calls, with the
 * schemas of their answers, come with the pages that make them (share-*-api.ts). The link's data
 * is checked against a JSON Schema derived from the domain's zod schema (share-link-shapes.ts),
 * so the landing shows before zod is loaded: nothing here imports zod but its types.
 */
export class LinkApiClient {
  readonly token: string;

  constructor(token: string) {
    this.token = token;
  }

  /** `path` under the API with `?token=` (and any other query) added. */
  url(path: string, query: Record<string, string> = {}): string {
    const params = new URLSearchParams({ ...query, token: this.token });
    return `${API}/${path}?${params.toString()}`;
  }

  async send(method: HttpMethod, url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('Accept', 'application/json');
    headers.set('Accept-Language', toAcceptLanguage(currentLanguage()));
    let response: Response;
    try {
      response = await fetch(url, { ...init, method, headers });
    } catch {
      throw new ApiError(0, { non_field_errors: [NETWORK_ERROR] });
    }
    if (response.ok) return response;
    const body = parseJson(await response.text());
    throw new ApiError(
      response.status,
      isRecord(body) ? body : { non_field_errors: ['server_error'] },
    );
  }

  /** `url`'s answer, checked against `schema`; an unexpected answer is a server error. */
  async json<T>(
    method: HttpMethod,
    url: string,
    schema: z.ZodType<T>,
    init: RequestInit = {},
  ): Promise<T> {
    const response = await this.send(method, url, init);
    const parsed = schema.safeParse(parseJson(await response.text()));
    if (!parsed.success) throw unexpectedAnswer(method, url, response, parsed.error.issues);
    return parsed.data;
  }

  postJson<T>(url: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
    return this.json('POST', url, schema, {
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json' },
    });
  }

  /** GET transit-token/{token}/: the transit, the granted documents and what the link grants. */
  async sharedTransit(): Promise<SharedTransitResponse> {
    const url = this.url(`transit-token/${this.token}/`);
    const response = await this.send('GET', url);
    const read = readJsonShape<SharedTransitResponse>(
      sharedTransitShape,
      parseJson(await response.text()),
    );
    if (!read.ok) throw unexpectedAnswer('GET', url, response, read.problems);
    return read.value;
  }

  /** The rendered PDF, the eCMR XML or the uploaded file of a granted document. */
  async documentFile(documentId: number, kind: DocumentFileKind): Promise<DocumentFile> {
    const url =
      kind === 'download'
        ? this.url(`transit-token/${this.token}/download`, { document: String(documentId) })
        : this.url(`transit-token/${String(documentId)}/${kind === 'xml' ? 'xml' : 'pdf'}`);
    const response = await this.send('GET', url);
    const header = response.headers.get('gt-file-name');
    let fileName = `document-${String(documentId)}.${kind === 'xml' ? 'xml' : 'pdf'}`;
    if (header) {
      try {
        fileName = decodeURIComponent(header);
      } catch {
        fileName = header;
      }
    }
    return { blob: await response.blob(), fileName };
  }

  /** Where a remark photo of a granted document is read from a link. */
  remarkPhotoUrl(fileId: number): string {
    return this.url(`transit-token/${String(fileId)}/document-file`);
  }
}

/** The visitor's identity, sent with everything they add or sign (spec 1 §5). */
export function appendIdentity(form: FormData, identity: ShareIdentity): void {
  form.append('first_name', identity.first_name);
  form.append('last_name', identity.last_name);
  form.append('company_name', identity.company_name);
}

/** Query keys of a link's data, apart from the company's own. */
export const shareLinkKeys = {
  transit: (token: string) => ['share-link', token, 'transit'] as const,
  file: (token: string, documentId: number, kind: DocumentFileKind) =>
    ['share-link', token, 'file', documentId, kind] as const,
  receivers: (token: string) => ['share-link', token, 'receivers'] as const,
  alertTypes: (token: string) => ['share-link', token, 'alert-types'] as const,
};
