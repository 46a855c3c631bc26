import {
  AlertResponse,
  DocumentRemark,
  DocumentResponse,
  SharedTransitResponse,
  ShareSignCodeResponse,
  SignReceiversResponse,
  TransitAlertTypesResponse,
  ACTION_LOCATION_HEADER,
  toAcceptLanguage,
  type ActionLocation,
  type RemarkType,
  type ShareIdentity,
  type SignatureDataInput,
  type SignDimensions,
  type SignerType,
} from '@transitdocs/domain';
import type { z } from 'zod';
import { ApiError, NETWORK_ERROR, type HttpMethod } from '../../api/http.ts';
import type { DocumentFile, DocumentFileKind, DocumentUpload } from '../../api/documents.ts';
import { currentLanguage } from '../../i18n/i18n.ts';

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

/**
 * The API as a share-link visitor calls it (spec 1 §2, spec 2 §7): every call carries the token
 * as `?token=` and never the session's Authorization header (a signed-in browser opening a link
 * acts as the link, not as its user). One place builds the addresses, so no caller concatenates.
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

  private async send(method: HttpMethod, url: string, init: RequestInit = {}): Promise<Response> {
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

  private async json<T>(
    method: HttpMethod,
    url: string,
    schema: z.ZodType<T>,
    init: RequestInit = {},
  ): Promise<T> {
    const response = await this.send(method, url, init);
    const parsed = schema.safeParse(parseJson(await response.text()));
    if (!parsed.success) {
      console.error(
        `Unexpected answer of ${method} ${url.split('?')[0] ?? ''}`,
        parsed.error.issues,
      );
      throw new ApiError(response.status, { non_field_errors: ['server_error'] });
    }
    return parsed.data;
  }

  private postJson<T>(url: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
    return this.json('POST', url, schema, {
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json' },
    });
  }

  /** GET transit-token/{token}/: the transit, the granted documents and what the link grants. */
  sharedTransit(): Promise<SharedTransitResponse> {
    return this.json('GET', this.url(`transit-token/${this.token}/`), SharedTransitResponse);
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

  receivers(transitId: number): Promise<SignReceiversResponse> {
    return this.json(
      'GET',
      this.url(`transit-token/${String(transitId)}/receivers`),
      SignReceiversResponse,
    );
  }

  alertTypes(transitId: number): Promise<TransitAlertTypesResponse> {
    return this.json(
      'GET',
      this.url(`transit-token/${String(transitId)}/alert/`),
      TransitAlertTypesResponse,
    );
  }

  sendAlert(transitId: number, message: string, identity: ShareIdentity): Promise<AlertResponse> {
    return this.postJson(
      this.url(`transit-token/${String(transitId)}/alert/`),
      { message, ...identity },
      AlertResponse,
    );
  }

  /** A remark posted under the company name the visitor gave (spec 2 §6). */
  addRemark(
    transitId: number,
    remark: { document: number; type: RemarkType; message: string; photos: readonly Blob[] },
    identity: ShareIdentity,
  ): Promise<DocumentRemark> {
    const form = new FormData();
    form.append('document', String(remark.document));
    form.append('type', remark.type);
    const message = remark.message.trim();
    if (message) form.append('message', message);
    appendIdentity(form, identity);
    remark.photos.forEach((photo, index) => {
      form.append('files', photo, `photo-${String(index + 1)}.png`);
    });
    return this.json(
      'POST',
      this.url(`transit-token/${String(transitId)}/document-remark/`),
      DocumentRemark,
      { body: form },
    );
  }

  /** POST transit-token/{transit}/document-add/: the company upload's fields without transit. */
  upload(upload: DocumentUpload, identity: ShareIdentity): Promise<DocumentResponse> {
    const form = new FormData();
    const name = upload.name?.trim();
    if (name) form.append('name', name);
    form.append('type', String(upload.type));
    if (upload.receiver) form.append('receiver', String(upload.receiver));
    appendIdentity(form, identity);
    form.append('document', upload.file, upload.fileName);
    return this.json(
      'POST',
      this.url(`transit-token/${String(upload.transit)}/document-add/`),
      DocumentResponse,
      { body: form },
    );
  }

  /** Sends the one-time code for signing `document` to where the link was sent. */
  sendSignCode(
    document: number,
    address: { email: string; phone: string } | null = null,
  ): Promise<ShareSignCodeResponse> {
    return this.postJson(
      this.url(`sign-document-token-signature/${this.token}/code/`),
      address ? { document, ...address } : { document },
      ShareSignCodeResponse,
    );
  }

  /** POST sign-document-token-signature/{token}/ with the code and the visitor's identity. */
  sign(submission: LinkSignatureSubmission, identity: ShareIdentity): Promise<DocumentResponse> {
    const form = new FormData();
    form.append('document', String(submission.document));
    form.append('transit', String(submission.transit));
    form.append('document_type', submission.documentKind);
    form.append('signed_by_type', submission.signedByType);
    if (submission.receiverId !== null) form.append('receiver_id', String(submission.receiverId));
    form.append('signature_data', JSON.stringify(submission.signatureData));
    if (submission.placement) {
      const { x, y, page } = submission.placement;
      form.append('dimensions', JSON.stringify({ x, y }));
      form.append('pg_num', String(page));
    }
    form.append('code', submission.code.trim());
    appendIdentity(form, identity);
    form.append('signature', submission.signature, 'signature.png');
    const headers = new Headers();
    if (submission.location) {
      headers.set(ACTION_LOCATION_HEADER, JSON.stringify(submission.location));
    }
    return this.json(
      'POST',
      this.url(`sign-document-token-signature/${this.token}/`),
      DocumentResponse,
      { body: form, headers },
    );
  }
}

export type LinkSignatureSubmission = {
  document: number;
  transit: number;
  documentKind: 'json' | 'file';
  signedByType: SignerType;
  receiverId: number | null;
  signatureData: SignatureDataInput;
  signature: Blob;
  placement: (SignDimensions & { page: number }) | null;
  code: string;
  location: ActionLocation | null;
};

function appendIdentity(form: FormData, identity: ShareIdentity): void {
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
