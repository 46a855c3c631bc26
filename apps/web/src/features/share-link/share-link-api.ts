import type { ShareIdentity, SharedTransitResponse } from '@transitdocs/domain';
import type { z } from 'zod';
import {
  apiFile,
  apiRequest,
  linkCredentials,
  type Credentials,
  type HttpMethod,
  type RequestOptions,
} from '../../api/http.ts';
import type { DocumentFile, DocumentFileKind } from '../../api/documents.ts';
import { readJsonShape } from '../../api/json-shape.ts';
import { sharedTransitShape } from './share-link-shapes.ts';

const API = '/company/api/v1';

/**
 * The API as a share-link visitor calls it (spec 1 §2, spec 2 §7): every call goes through the
 * one client with the link's credentials (the token as `?token=`, never the session's header).
 * One place builds the addresses, so no caller concatenates.
 *
 * Here only what the landing needs (the link's data) and the files; the other calls, with the
 * schemas of their answers, come with the pages that make them (share-*-api.ts). The link's data
 * is checked against a JSON Schema derived from the domain's zod schema (share-link-shapes.ts),
 * so the landing shows before zod is loaded: nothing here imports zod but its types.
 */
export class LinkApiClient {
  readonly token: string;
  readonly credentials: Credentials;

  constructor(token: string) {
    this.token = token;
    this.credentials = linkCredentials(token);
  }

  /** `path` under the API with any query; the client adds the token when it sends. */
  url(path: string, query: Record<string, string> = {}): string {
    const params = new URLSearchParams(query).toString();
    return params ? `${API}/${path}?${params}` : `${API}/${path}`;
  }

  /** `url`'s JSON answer, checked against `schema`; an unexpected answer is a server error. */
  json<T>(
    method: HttpMethod,
    url: string,
    schema: z.ZodType<T>,
    options: RequestOptions = {},
  ): Promise<T> {
    return apiRequest(method, url, { ...options, schema, credentials: this.credentials });
  }

  postJson<T>(url: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
    return this.json('POST', url, schema, { body });
  }

  /** GET transit-token/{token}/: the transit, the granted documents and what the link grants. */
  sharedTransit(): Promise<SharedTransitResponse> {
    return apiRequest('GET', this.url(`transit-token/${this.token}/`), {
      credentials: this.credentials,
      check: (body) => readJsonShape<SharedTransitResponse>(sharedTransitShape, body),
    });
  }

  /** The rendered PDF, the eCMR XML or the uploaded file of a granted document. */
  documentFile(documentId: number, kind: DocumentFileKind): Promise<DocumentFile> {
    const url =
      kind === 'download'
        ? this.url(`transit-token/${this.token}/download`, { document: String(documentId) })
        : this.url(`transit-token/${String(documentId)}/${kind === 'xml' ? 'xml' : 'pdf'}`);
    const fallbackName = `document-${String(documentId)}.${kind === 'xml' ? 'xml' : 'pdf'}`;
    return apiFile('GET', url, fallbackName, { credentials: this.credentials });
  }

  /** Where a remark photo of a granted document is read from a link (an image's address). */
  remarkPhotoUrl(fileId: number): string {
    const params = new URLSearchParams({ token: this.token });
    return `${this.url(`transit-token/${String(fileId)}/document-file`)}?${params.toString()}`;
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
