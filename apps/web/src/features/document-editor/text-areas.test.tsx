// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { setUpComponentTests, simulateTextLayout, textAreaRows } from '../../test-support/index.ts';
import { setAt, type EditorData } from './data-paths.ts';
import { EditorContext, FieldList } from './editor-fields.tsx';
import { WIZARD_CONFIGS } from './wizard-config.ts';

/** The fields of one wizard step with the editor's state around them. */
function Step({ code, id, initial }: { code: 'CMR' | 'LP'; id: string; initial: EditorData }) {
  const [data, setData] = useState(initial);
  const step = WIZARD_CONFIGS[code]?.steps.find((entry) => entry.id === id);
  return (
    <EditorContext.Provider
      value={{
        data,
        errors: {},
        locks: { sections: [], cargoFields: [] },
        mode: 'full',
        setValue: (path, value) => {
          setData((current) => setAt(current, path, value));
        },
        updateValue: (path, change) => {
          setData((current) => setAt(current, path, change(undefined)));
        },
      }}
    >
      <FieldList fields={step?.fields ?? []} base="" />
    </EditorContext.Provider>
  );
}

const LINES = Array.from({ length: 20 }, (_, index) => `line ${String(index + 1)}`).join('\n');

setUpComponentTests();

describe('text areas of the editors (spec 2 §9)', () => {
  it('start at 3 rows and grow to at most 8', () => {
    simulateTextLayout();
    render(<Step code="LP" id="instructions" initial={{}} />);
    const instructions = screen.getByRole('textbox', { name: "Sender's instructions" });
    expect(textAreaRows(instructions)).toBe(3);

    fireEvent.change(instructions, { target: { value: 'one\ntwo\nthree\nfour\nfive' } });
    expect(textAreaRows(instructions)).toBe(5);
    fireEvent.change(instructions, { target: { value: LINES } });
    expect(textAreaRows(instructions)).toBe(8);
  });

  it("gives the carrier's remarks 6 rows", () => {
    simulateTextLayout();
    render(<Step code="LP" id="instructions" initial={{}} />);
    const remarks = screen.getByRole('textbox', {
      name: "Carrier's reservations and observations",
    });
    expect(textAreaRows(remarks)).toBe(6);
    fireEvent.change(remarks, { target: { value: LINES } });
    expect(textAreaRows(remarks)).toBe(6);
  });

  it("gives an attached document's name a text area of 3 to 8 rows", () => {
    simulateTextLayout();
    render(<Step code="CMR" id="places" initial={{ attachedDocuments: [{ type: '', id: '' }] }} />);
    const attached = screen.getByRole('group', { name: 'Attached document 1' });
    const name = within(attached).getByRole('textbox', { name: 'Document' });
    expect(name.tagName).toBe('TEXTAREA');
    expect(textAreaRows(name)).toBe(3);
    fireEvent.change(name, { target: { value: LINES } });
    expect(textAreaRows(name)).toBe(8);
  });
});
