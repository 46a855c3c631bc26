// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VerifyDocumentResponse, VerifyFileResponse } from '@transitdocs/domain';
import { describe, expect, it } from 'vitest';
import {
  fakeServer,
  NOT_FOUND,
  renderRoutes,
  setUpComponentTests,
  type Call,
} from '../../test-support/index.ts';
import { VerifyPage } from './verify-page.tsx';

const ID = 'Abc_def-0123456789abcdefghijklmn';
const API = `/company/api/v1/verify/${ID}/`;

const DOCUMENT: VerifyDocumentResponse = {
  document: { name: 'CMR', type: 4, code: 'CMR', transit_number: '2026/11/0001' },
  signatures: [
    {
      signed_by_type: 'sender',
      signer_name: 'Józef Łęcki',
      company_name: 'Źdźbło Sp. z o.o.',
      signed_at: '2026-11-20T08:00:00.000Z',
      sign_method: 'on screen',
      content_sha256: 'a'.repeat(64),
      chain_sha256: 'b'.repeat(64),
      chain_valid: true,
    },
  ],
  chain_valid: true,
};

const answer = (matches: boolean): VerifyFileResponse => ({
  matches,
  issued_at: matches ? '2026-11-20T08:01:00.000Z' : null,
  signatures: matches ? 1 : null,
  seal: { sealed: true, valid: matches, ours: true },
});

function renderVerify() {
  return renderRoutes([{ path: '/verify/:verifyId', element: <VerifyPage /> }], {
    path: `/verify/${ID}`,
  });
}

setUpComponentTests();

describe('verify page', () => {
  it('shows who signed, the chain, and answers whether a chosen file matches', async () => {
    let nextMatches = true;
    const calls: Call[] = fakeServer({
      [`GET ${API}`]: { status: 200, body: DOCUMENT },
      [`POST ${API}file/`]: () => ({ status: 200, body: answer(nextMatches) }),
    });
    const user = userEvent.setup();
    renderVerify();
    const list = await screen.findByRole('list', { name: 'Signatures' });
    expect(within(list).getByRole('listitem').textContent).toContain(
      'Sender: Józef Łęcki, Źdźbło Sp. z o.o.',
    );
    expect(screen.getByText(/All signatures are intact/)).toBeTruthy();
    expect(screen.getByText('Transit 2026/11/0001')).toBeTruthy();

    const picker = screen.getByLabelText('Check a file');
    await user.upload(picker, new File(['%PDF-1.7'], 'cmr.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('This file matches the signed document.')).toBeTruthy();
    const posted = calls.find((call) => call.method === 'POST');
    expect(posted?.body instanceof FormData && posted.body.get('file') instanceof File).toBe(true);

    nextMatches = false;
    await user.upload(picker, new File(['%PDF-1.7 changed'], 'cmr.pdf'));
    expect(await screen.findByText(/This file does not match\./)).toBeTruthy();
    expect(screen.getByText(/Its seal is broken/)).toBeTruthy();
  });

  it('shows a correction approved after signing and lists both versions', async () => {
    fakeServer({
      [`GET ${API}`]: {
        status: 200,
        body: {
          ...DOCUMENT,
          corrections: [
            {
              corrected_at: '2026-11-21T10:00:00.000Z',
              reason: 'Wrong order number',
              fields: ['order'],
              approved_by: ['Józef Łęcki', 'Ewa Zając'],
              version: 2,
            },
          ],
          versions: [
            {
              version: 1,
              content_sha256: 'a'.repeat(64),
              created_at: '2026-11-20T08:00:00.000Z',
              current: false,
            },
            {
              version: 2,
              content_sha256: 'c'.repeat(64),
              created_at: '2026-11-21T10:00:00.000Z',
              current: true,
            },
          ],
        } satisfies VerifyDocumentResponse,
      },
    });
    renderVerify();
    expect(
      await screen.findByText(/Corrected on .*, approved by Józef Łęcki, Ewa Zając\./),
    ).toBeTruthy();
    expect(screen.getByText(/Reason: Wrong order number \(changed: order\)/)).toBeTruthy();
    const versions = screen.getByRole('list', { name: 'Versions' });
    const items = within(versions)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items[0]).toContain('Version 1');
    expect(items[0]).toContain('a'.repeat(64));
    expect(items[1]).toContain('Version 2 (current)');
  });

  it('says so when the address leads to no signed document', async () => {
    fakeServer({ [`GET ${API}`]: NOT_FOUND });
    renderVerify();
    expect(await screen.findByText('There is no signed document with this address.')).toBeTruthy();
  });

  it('lists the reservations with their answer and whether their chain entry holds', async () => {
    fakeServer({
      [`GET ${API}`]: {
        status: 200,
        body: {
          ...DOCUMENT,
          reservations: [
            {
              box_number: 24,
              kind: 'packaging_damaged',
              lines: [0],
              counted_quantity: 31,
              stated_quantity: 33,
              text: 'Folia rozdarta',
              by_name: 'Ewa Żak',
              company_name: 'Odbiorca Alfa',
              recorded_at: '2026-11-20T09:00:00.000Z',
              photos_sha256: ['c'.repeat(64)],
              chain_sha256: 'd'.repeat(64),
              chain_valid: true,
              answer: {
                answer: 'contested',
                note: '',
                by_name: 'Piotr Wolski',
                company_name: 'Nowak Trans',
                answered_at: '2026-11-20T09:05:00.000Z',
                chain_valid: true,
              },
            },
          ],
        } satisfies VerifyDocumentResponse,
      },
    });
    renderVerify();
    const list = await screen.findByRole('list', { name: 'Reservations' });
    const text = within(list).getByRole('listitem').textContent;
    expect(text).toContain('Box 24: Packaging damaged – Folia rozdarta');
    expect(text).toContain('contested by Piotr Wolski');
    expect(text).toContain('intact');
    expect(text).toContain(`SHA-256 ${'c'.repeat(64)}`);
  });
});
