import { describe, expect, it } from 'vitest';
import { hasMainDocumentIn, mainDocumentOf, type MainDocumentMarks } from './main-document.ts';

const doc = (id: number, over: Partial<MainDocumentMarks> = {}): MainDocumentMarks => ({
  id,
  isMain: false,
  parentId: null,
  ...over,
});
const same = (mark: MainDocumentMarks) => mark;

describe('the main document of a transit', () => {
  it('is the document marked main, wherever it stands in the list', () => {
    const docs = [doc(1), doc(2, { isMain: true }), doc(3, { parentId: 2, parentIsMain: true })];
    expect(mainDocumentOf(docs, same)?.id).toBe(2);
  });

  it("is a listed child's marked parent when the parent is listed", () => {
    const docs = [doc(3, { parentId: 2, parentIsMain: true }), doc(2)];
    expect(mainDocumentOf(docs, same)?.id).toBe(2);
  });

  it('is none without a mark, unless the reader takes the first stand-alone document', () => {
    const docs = [doc(4, { parentId: 5 }), doc(5), doc(6)];
    expect(mainDocumentOf(docs, same)).toBeNull();
    expect(mainDocumentOf(docs, same, { orFirstStandAlone: true })?.id).toBe(5);
    expect(mainDocumentOf([], same, { orFirstStandAlone: true })).toBeNull();
  });

  it('exists when only a sub-document of it is listed', () => {
    expect(hasMainDocumentIn([doc(3, { parentIsMain: true })], same)).toBe(true);
    expect(mainDocumentOf([doc(3, { parentIsMain: true })], same)).toBeNull();
    expect(hasMainDocumentIn([doc(1), doc(2, { parentId: 1 })], same)).toBe(false);
  });
});
