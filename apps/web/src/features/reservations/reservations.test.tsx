// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Reservation } from '@transitdocs/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DRIVER_USER,
  fakeServer,
  renderRoutes,
  setUpComponentTests,
  type Call,
} from '../../test-support/index.ts';
import { ReservationCard } from './reservation-answer.tsx';
import { ReservationForm } from './reservation-form.tsx';
import { reservationForm } from './reservations-api.ts';

const ADD = 'POST /company/api/v1/document-reservation/';
const ANSWER = 'POST /company/api/v1/document-reservation/5/answer/';

const DATA = {
  receivers: [
    {
      cargo: [
        { name: 'Palety', quantity: 33 },
        { name: 'Kartony', quantity: 10 },
      ],
    },
  ],
};

const reservation = (overrides: Partial<Reservation> = {}): Reservation => ({
  id: 5,
  document: 1,
  box: 'delivery',
  box_number: 24,
  kind: 'packaging_damaged',
  lines: [0],
  counted_quantity: 31,
  stated_quantity: 33,
  text: 'Folia rozdarta',
  by_name: 'Ewa Żak',
  company_name: 'Odbiorca Alfa',
  party: 'receiver',
  recorded_at: '2026-12-07T10:00:00.000Z',
  captured_at: '2026-12-07T10:00:00.000Z',
  photos: [],
  chain_sha256: 'a'.repeat(64),
  answer: null,
  can_answer: true,
  ...overrides,
});

function renderAlone(element: React.ReactElement) {
  return renderRoutes([{ path: '/', element }], { path: '/', user: DRIVER_USER });
}

const formValue = (call: Call | undefined, name: string) =>
  call?.body instanceof FormData ? call.body.getAll(name) : undefined;

setUpComponentTests();

beforeEach(() => {
  // jsdom has no blob URLs; each test file has its own environment.
  URL.createObjectURL = () => 'blob:photo';
  URL.revokeObjectURL = () => undefined;
});

const PHOTO = 'GET /company/api/v1/document-reservation-photo/9/download';

describe('reservation form', () => {
  it('sends the kind, the lines, the quantities, the text and the photo as taken', async () => {
    const calls = fakeServer({ [ADD]: { status: 201, body: reservation() } });
    const onAdded = vi.fn();
    renderAlone(
      <ReservationForm documentId={1} documentData={DATA} box="delivery" onAdded={onAdded} />,
    );
    const user = userEvent.setup();
    const form = await screen.findByRole('form', {
      name: "Consignee's reservation at delivery (box 24)",
    });
    await user.click(within(form).getByRole('checkbox', { name: '1. Palety (33)' }));
    await user.type(within(form).getByLabelText('Counted'), '31');
    await user.type(within(form).getByLabelText('Stated on the note'), '33');
    await user.type(within(form).getByLabelText('Description'), 'Folia rozdarta');
    const photo = new File([new Uint8Array(4000)], 'IMG_0001.jpg', { type: 'image/jpeg' });
    await user.upload(within(form).getByLabelText('Take or add a photo'), photo);
    expect(within(form).getByText('1 photo')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Save reservation' }));
    await waitFor(() => {
      expect(onAdded).toHaveBeenCalled();
    });
    const sent = calls.find((c) => `${c.method} ${c.path}` === ADD);
    expect(formValue(sent, 'box')).toEqual(['delivery']);
    expect(formValue(sent, 'kind')).toEqual(['packaging_damaged']);
    expect(formValue(sent, 'lines')).toEqual(['0']);
    expect(formValue(sent, 'counted_quantity')).toEqual(['31']);
    expect(formValue(sent, 'stated_quantity')).toEqual(['33']);
    expect(formValue(sent, 'text')).toEqual(['Folia rozdarta']);
    const files = formValue(sent, 'files') ?? [];
    expect(files).toHaveLength(1);
    // Not resized on the phone: the server keeps it in full resolution.
    expect((files[0] as File).size).toBe(4000);
  });

  it("shows the server's refusals on their fields", async () => {
    fakeServer({
      [ADD]: {
        status: 400,
        body: { lines: { '0': ['reservation_line_unknown'] }, files: { '0': ['not_an_image'] } },
      },
    });
    renderAlone(
      <ReservationForm documentId={1} documentData={DATA} box="delivery" onAdded={vi.fn()} />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save reservation' }));
    expect(await screen.findByText('The document has no such goods line.')).toBeTruthy();
    expect(screen.getByText('The file is not a photo (PNG or JPEG).')).toBeTruthy();
  });
});

describe('reservation form data', () => {
  it("carries a queued reservation's item id and device time, and names photos kept as Blobs", () => {
    const form = reservationForm({
      document: 1,
      box: 'taking_over',
      kind: 'goods_damaged',
      lines: [0, 1],
      countedQuantity: '',
      statedQuantity: '',
      text: ' Mokre kartony ',
      photos: [new Blob(['jpeg'], { type: 'image/jpeg' }), new File(['png'], 'rampa.png')],
      itemId: 'c0ffee00-0000-4000-8000-000000000001',
      capturedAt: '2026-12-07T09:58:00.000Z',
    });
    expect(form.get('item_id')).toBe('c0ffee00-0000-4000-8000-000000000001');
    expect(form.get('captured_at')).toBe('2026-12-07T09:58:00.000Z');
    expect(form.get('lines')).toBe('0,1');
    expect(form.get('text')).toBe('Mokre kartony');
    expect(form.has('counted_quantity')).toBe(false);
    expect(form.getAll('files').map((file) => (file as File).name)).toEqual([
      'photo-1.jpg',
      'rampa.png',
    ]);
  });
});

describe('reservation answer', () => {
  it('shows the photos as thumbnails fetched with the session, each opening in full', async () => {
    let authorization: string | null = null;
    fakeServer({
      [PHOTO]: (_call, init) => {
        authorization = new Headers(init.headers).get('Authorization');
        return { status: 200, body: 'jpeg bytes' };
      },
    });
    renderAlone(
      <ReservationCard
        reservation={reservation({
          can_answer: false,
          photos: [
            {
              id: 9,
              photo: '/company/api/v1/document-reservation-photo/9/download',
              sha256: 'c'.repeat(64),
              mime: 'image/jpeg',
              size: 4000,
              width: 4000,
              height: 3000,
            },
          ],
        })}
        onAnswered={vi.fn()}
      />,
    );
    const user = userEvent.setup();
    const thumbnail = await screen.findByRole('img', { name: 'Photo 1: Packaging damaged' });
    expect(thumbnail.getAttribute('src')).toBe('blob:photo');
    expect(authorization).toMatch(/^Token /);
    await user.click(screen.getByRole('button', { name: 'Open Photo 1: Packaging damaged' }));
    const large = await screen.findByRole('dialog', { name: 'Photo 1: Packaging damaged' });
    expect(within(large).getByRole('img', { name: 'Photo 1: Packaging damaged' })).toBeTruthy();
  });

  it('the other side contests with a note and its PIN', async () => {
    const calls = fakeServer({
      [ANSWER]: {
        status: 200,
        body: reservation({
          can_answer: false,
          answer: {
            answer: 'contested',
            note: 'Pallets counted at loading',
            by_name: 'Piotr Wolski',
            company_name: 'Nowak Trans',
            party: 'carrier',
            verification_method: 'pin',
            answered_at: '2026-12-07T10:05:00.000Z',
            chain_sha256: 'b'.repeat(64),
          },
        }),
      },
    });
    const onAnswered = vi.fn();
    renderAlone(<ReservationCard reservation={reservation()} onAnswered={onAnswered} />);
    const user = userEvent.setup();
    expect(await screen.findByText('Packaging damaged')).toBeTruthy();
    expect(screen.getByText('Goods lines: 1 · counted 31 of 33')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Confirm answer' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Contested' }));
    await user.type(screen.getByLabelText('Note'), 'Pallets counted at loading');
    await user.type(screen.getByLabelText('Your PIN'), '1357');
    await user.click(confirm);
    await waitFor(() => {
      expect(onAnswered).toHaveBeenCalled();
    });
    expect(calls.find((c) => `${c.method} ${c.path}` === ANSWER)?.body).toEqual({
      answer: 'contested',
      note: 'Pallets counted at loading',
      pin: '1357',
    });
  });

  it("through a link, the answer is confirmed with the code sent to the party's own contact", async () => {
    fakeServer({});
    const requestCode = vi.fn(() =>
      Promise.resolve({
        channel: 'sms' as const,
        hint: '+48 *** *** 200',
        expires_at: '2026-12-07T10:10:00.000Z',
      }),
    );
    const send = vi.fn((id: number, answer: { answer: string; note: string; pin: string }) =>
      Promise.resolve(
        reservation({
          id,
          can_answer: false,
          answer: {
            answer: answer.answer === 'accepted' ? 'accepted' : 'contested',
            note: answer.note,
            by_name: 'Jan Nowak',
            company_name: 'Nadawca',
            party: 'carrier',
            verification_method: 'share_link_code',
            answered_at: '2026-12-07T10:05:00.000Z',
            chain_sha256: 'b'.repeat(64),
          },
        }),
      ),
    );
    const onAnswered = vi.fn();
    renderAlone(
      <ReservationCard
        reservation={reservation()}
        requestCode={requestCode}
        send={send}
        onAnswered={onAnswered}
      />,
    );
    const user = userEvent.setup();
    expect(screen.queryByLabelText('Your PIN')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Code sent to +48 *** *** 200.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send the code again' })).toBeTruthy();
    await user.type(screen.getByLabelText('Note'), 'Agreed');
    await user.type(screen.getByLabelText('Code from the message'), '246810');
    await user.click(screen.getByRole('button', { name: 'Confirm answer' }));
    await waitFor(() => {
      expect(onAnswered).toHaveBeenCalled();
    });
    expect(requestCode).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(5, { answer: 'accepted', note: 'Agreed', pin: '246810' });
  });

  it('offers no answer to a party that is not the other side, and shows a given answer', async () => {
    fakeServer({});
    renderAlone(
      <ReservationCard
        reservation={reservation({
          can_answer: false,
          answer: {
            answer: 'accepted',
            note: '',
            by_name: 'Anna Nowak',
            company_name: 'Nadawca',
            party: 'sender',
            verification_method: 'pin',
            answered_at: '2026-12-07T10:05:00.000Z',
            chain_sha256: 'b'.repeat(64),
          },
        })}
        onAnswered={vi.fn()}
      />,
    );
    expect(await screen.findByText('Accepted')).toBeTruthy();
    expect(screen.getByText('Answered by Anna Nowak')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm answer' })).toBeNull();
  });

  it('shows an answer refused by the server', async () => {
    fakeServer({ [ANSWER]: { status: 403, body: { answer: ['reservation_answer_not_allowed'] } } });
    renderAlone(<ReservationCard reservation={reservation()} onAnswered={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Your PIN'), '1357');
    await user.click(screen.getByRole('button', { name: 'Confirm answer' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Only the other side answers this reservation.',
    );
  });
});
