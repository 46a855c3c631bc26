// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  DISPATCHER,
  fakeServer,
  renderRoutes,
  setUpComponentTests,
} from '../../test-support/index.ts';
import { buildTransit } from '../transit-page/test-transit.ts';
import { documentsModalRoutes } from './documents-modal-routes.tsx';
import { buildDocument } from './test-documents.ts';

type Sent = { method: string; url: string; headers: Record<string, string>; body: FormData };

/** XMLHttpRequest as the upload uses it: progress, then the answer given to `respond`. */
function fakeXhr(answer: { status: number; body: unknown }): Sent[] {
  const sent: Sent[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    responseText = '';
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: FormData) {
      sent.push({ method: this.method, url: this.url, headers: this.headers, body });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const PDF_BYTES = '%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n';
const PNG_BYTES = '\x89PNG\r\n\x1a\n0000';

function renderUpload() {
  fakeServer({
    'GET /company/api/v1/all-transit/42/': { status: 200, body: buildTransit() },
    'GET /company/api/v1/document/42/': { status: 200, body: [] },
  });
  return renderRoutes(
    [...documentsModalRoutes, { path: '/documents', element: <p>documents list</p> }],
    { path: '/documents/42/documentUpload', user: DISPATCHER },
  ).router;
}

setUpComponentTests();

describe('upload document dialog', () => {
  it('refuses a renamed PNG before sending anything', async () => {
    const sent = fakeXhr({ status: 201, body: {} });
    const user = userEvent.setup();
    renderUpload();
    const file = new File([PNG_BYTES], 'invoice.pdf', { type: 'application/pdf' });
    await user.upload(await screen.findByLabelText('Choose PDF file'), file);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('The file is not a PDF document.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('refuses a file over 20 MB and asks for a file when none is chosen', async () => {
    const sent = fakeXhr({ status: 201, body: {} });
    const user = userEvent.setup();
    renderUpload();
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    const file = new File([PDF_BYTES], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(file, 'size', { value: 20 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText('Choose PDF file'), file);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('The file is too large (at most 20 MB).')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the PDF with its fields and returns to the documents', async () => {
    const sent = fakeXhr({
      status: 201,
      body: buildDocument({ id: 30, name: 'Faktura', type: 6, document_data: null }),
    });
    const user = userEvent.setup();
    const router = renderUpload();
    const file = new File([PDF_BYTES], 'faktura.pdf', { type: 'application/pdf' });
    await user.upload(await screen.findByLabelText('Choose PDF file'), file);
    expect(screen.getByText('Chosen file: faktura.pdf')).toBeTruthy();
    await user.type(screen.getByLabelText('Document name (optional)'), 'Faktura 7/2026');
    await user.selectOptions(screen.getByLabelText('Document type'), 'Other document');
    await screen.findByRole('option', { name: 'Odbiorca Pierwszy S.A.' });
    await user.selectOptions(screen.getByLabelText('Receiver'), 'Odbiorca Pierwszy S.A.');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/documents/42/documents');
    });
    const [request] = sent;
    expect(request?.url).toBe('/company/api/v1/transit-document/');
    expect(request?.headers.Authorization).toMatch(/^Token /);
    const body = request?.body;
    expect(body?.get('transit')).toBe('42');
    expect(body?.get('name')).toBe('Faktura 7/2026');
    expect(body?.get('type')).toBe('8');
    expect(body?.get('receiver')).toBe('201');
    expect((body?.get('document') as File | null)?.name).toBe('faktura.pdf');
    // The upload ends with a confirmation on the documents it returns to.
    expect((await screen.findByRole('status')).textContent).toContain(
      'Document uploaded: Faktura 7/2026.',
    );
  });

  it('draws each select label above its value, never over it', async () => {
    const user = userEvent.setup();
    renderUpload();
    const receiver = await screen.findByLabelText('Receiver');
    const label = (name: string) => screen.getByText(name, { selector: 'label' });
    // 'No receiver' is shown in the box: the label must sit above it.
    expect(label('Receiver').getAttribute('data-shrink')).toBe('true');
    await screen.findByRole('option', { name: 'Odbiorca Pierwszy S.A.' });
    await user.selectOptions(receiver, 'Odbiorca Pierwszy S.A.');
    expect(label('Receiver').getAttribute('data-shrink')).toBe('true');
    expect(label('Document type').getAttribute('data-shrink')).toBe('true');
  });

  it('shows the server field errors under the fields', async () => {
    fakeXhr({
      status: 400,
      body: { document: ['pdf_encrypted'], name: ['enter_max_chars?count=500'] },
    });
    const user = userEvent.setup();
    renderUpload();
    const file = new File([PDF_BYTES], 'secret.pdf', { type: 'application/pdf' });
    await user.upload(await screen.findByLabelText('Choose PDF file'), file);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => {
      expect(screen.getByLabelText('Document name (optional)').getAttribute('aria-invalid')).toBe(
        'true',
      );
    });
    expect(screen.getByLabelText('Choose PDF file').getAttribute('aria-invalid')).toBe('true');
  });
});
