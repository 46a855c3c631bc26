// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { CMR_LAYOUT, KW_LAYOUT } from '@transitdocs/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpComponentTests } from '../../test-support/index.ts';
import { PaperView } from './paper-view.tsx';
import { GENERATED_CMR, GENERATED_KW } from './test-documents.ts';

setUpComponentTests();

const NUMBERED_BOXES = Array.from({ length: 24 }, (_, index) => String(index + 1));

describe('PaperView', () => {
  it('draws CMR boxes 1-24 with their number, the three labels and the values', () => {
    render(<PaperView code="CMR" documentData={GENERATED_CMR} variant="paper" />);
    const sheet = screen.getByRole('region', { name: 'CMR consignment note – paper view' });

    for (const number of NUMBERED_BOXES) {
      // Boxes 6-12 are the columns of the goods table, numbered in its header.
      if (['6', '7', '8', '9', '10', '11', '12'].includes(number)) {
        const column = CMR_LAYOUT.boxes
          .find((box) => box.id === 'goods')
          ?.columns?.find((entry) => entry.number === number);
        expect(column, number).toBeDefined();
        const header = within(sheet).getByRole('columnheader', {
          name: new RegExp(`^${number} `),
        });
        expect(header.textContent).toContain(column?.labels.pl);
        expect(header.textContent).toContain(column?.labels.de);
        continue;
      }
      const box = CMR_LAYOUT.boxes.find((entry) => entry.number === number);
      if (!box) throw new Error(`no box ${number}`);
      const group = within(sheet).getByRole('group', { name: `${number}. ${box.labels.en}` });
      expect(group.textContent).toContain(box.labels.pl);
      expect(group.textContent).toContain(box.labels.en);
      expect(group.textContent).toContain(box.labels.de);
    }

    const sender = within(sheet).getByRole('group', { name: /^1\. Sender/ });
    expect(sender.textContent).toContain('Przedsiębiorstwo Łódź Sp. z o.o.');
    expect(sender.textContent).toContain('ul. Źródlana 7');
    const consignee = within(sheet).getByRole('group', { name: /^2\. Consignee/ });
    expect(consignee.textContent).toContain('Müller GmbH');
    const goods = within(sheet).getByRole('group', { name: /^6-12\. Goods/ });
    expect(within(goods).getAllByRole('row').length).toBeGreaterThan(2);
    expect(goods.textContent).toContain('Chłodziarki');
    expect(goods.textContent).toContain('ŻÓŁW-1');
    const instructions = within(sheet).getByRole('group', { name: /^13\. / });
    expect(instructions.textContent).toContain('Temperatura 2–8 °C');
  });

  it('draws the payments grid with its seven rows and empty signature boxes', () => {
    render(<PaperView code="CMR" documentData={GENERATED_CMR} variant="paper" />);
    const grid = screen.getByRole('group', { name: /^20\. To be paid by/ });
    for (const number of ['20.1', '20.2', '20.3', '20.4', '20.5', '20.6', '20.7']) {
      expect(within(grid).getByRole('rowheader', { name: new RegExp(`^${number} `) })).toBeTruthy();
    }
    for (const number of ['22', '23', '24']) {
      const box = screen.getByRole('group', { name: new RegExp(`^${number}\\. `) });
      expect(box.querySelector('[data-signer]')?.textContent).toBe('');
    }
  });

  it('shows the other types in the reader language without box numbers', () => {
    render(<PaperView code="KW" documentData={GENERATED_KW} variant="paper" />);
    const sheet = screen.getByRole('region', { name: 'Pallet receipt – paper view' });
    const pallets = within(sheet).getByRole('group', { name: 'Pallets' });
    const rows = KW_LAYOUT.boxes.find((box) => box.id === 'pallets')?.rows ?? [];
    expect(rows).toHaveLength(11);
    for (const row of rows) {
      expect(within(pallets).getByRole('rowheader', { name: row.labels.en })).toBeTruthy();
    }
    expect(sheet.textContent).not.toContain('Paleta EUR');
  });

  it('stacks the boxes as labelled blocks in the layout order below the medium breakpoint', () => {
    render(<PaperView code="CMR" documentData={GENERATED_CMR} variant="stacked" />);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings[0]).toBe('1. Sender (name, address, country)');
    expect(headings).toHaveLength(CMR_LAYOUT.boxes.length);
    const sender = screen.getByRole('region', { name: '1. Sender (name, address, country)' });
    expect(sender.textContent).toContain('Przedsiębiorstwo Łódź Sp. z o.o.');
    const goods = screen.getByRole('region', { name: '6-12. Goods' });
    expect(goods.textContent).toContain('Nature of the goods:Chłodziarki');
  });

  describe('several receivers and carriers', () => {
    type Entry = Record<string, unknown> & { client: Record<string, unknown> };
    const receivers = GENERATED_CMR.receivers as Entry[];
    const carriers = GENERATED_CMR.carriers as Entry[];
    const withReceivers = (count: number) => ({
      ...GENERATED_CMR,
      receivers: Array.from({ length: count }, (_, i) => {
        const receiver = receivers[i % receivers.length];
        if (!receiver) throw new Error('no receiver');
        return { ...receiver, client: { ...receiver.client, name: `Odbiorca ${i + 1}` } };
      }),
    });

    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('lists two or three consignees in box 2 and each successive carrier with driver and vehicle', () => {
      render(<PaperView code="CMR" documentData={withReceivers(3)} variant="paper" />);
      const consignee = screen.getByRole('group', { name: /^2\. Consignee/ });
      for (const n of [1, 2, 3]) expect(consignee.textContent).toContain(`${n}. Odbiorca ${n}, `);
      expect(carriers.length).toBeGreaterThan(1);
      const successive = screen.getByRole('group', { name: /^17\. Successive carriers/ });
      expect(successive.textContent).toContain('Podwykonawca Sp.j.');
      expect(successive.textContent).toContain('Driver: Jan Kowalski, Vehicle: DW 55555');
      expect(document.querySelector('[data-attached-sheet]')).toBeNull();
    });

    it('refers box 2 to the attached list with more consignees, as the PDF does', () => {
      render(<PaperView code="CMR" documentData={withReceivers(5)} variant="paper" />);
      // The box on the form, then the list on the attached sheet.
      const [consignee] = screen.getAllByRole('group', { name: /^2\. Consignee/ });
      if (!consignee) throw new Error('no box 2');
      expect(consignee.textContent).toContain('See the attached list of consignees (5)');
      const attached = document.querySelector<HTMLElement>('[data-attached-sheet]');
      if (!attached) throw new Error('no attached sheet');
      expect(attached.textContent).toContain('Ciąg dalszy / Continuation / Fortsetzung');
      const list = within(attached).getByRole('group', { name: /^2\. Consignee/ });
      for (const n of [1, 2, 3, 4, 5]) expect(list.textContent).toContain(`${n}. Odbiorca ${n}, `);
    });

    it('shows the whole list in box 2 of the stacked form', () => {
      render(<PaperView code="CMR" documentData={withReceivers(5)} variant="stacked" />);
      const consignee = screen.getByRole('region', {
        name: '2. Consignee (name, address, country)',
      });
      for (const n of [1, 2, 3, 4, 5])
        expect(consignee.textContent).toContain(`${n}. Odbiorca ${n}, `);
      expect(consignee.textContent).not.toContain('See the attached list');
    });

    it('takes a smaller type until the lines fit their box', () => {
      // jsdom has no layout: the lines overflow their box until the type is 2.2 mm or smaller.
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(50);
      vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
        this: HTMLElement,
      ) {
        return Number(this.dataset.fitSize ?? 0) > 2.2 ? 80 : 40;
      });
      render(<PaperView code="CMR" documentData={withReceivers(3)} variant="paper" />);
      const consignee = screen.getByRole('group', { name: /^2\. Consignee/ });
      const lines = consignee.querySelector<HTMLElement>('[data-fit-lines]');
      expect(lines?.dataset.fitSize).toBe('2.2');
    });
  });
});
