import { describe, expect, it } from 'vitest';
import { guardCsvText, unguardCsvText, ZCollectionImportRow } from './collection.ts';

describe('guardCsvText', () => {
  it('puts a quote mark in front of a text a spreadsheet would run as a formula', () => {
    for (const text of ['=SUM(A1)', '+1', '-2', '@home', '\tx', '\rx'])
      expect(guardCsvText(text)).toBe(`'${text}`);
    // Quote marks already in front of a formula get one more, so that taking one off gives the text back.
    expect(guardCsvText("'=x")).toBe("''=x");
  });

  it('leaves other texts alone', () => {
    for (const text of ['', 'Mint copy', "'quoted", "it's -1", 'a=b']) expect(guardCsvText(text)).toBe(text);
  });
});

describe('unguardCsvText', () => {
  it('gives back exactly what guardCsvText guarded, and leaves other texts alone', () => {
    for (const text of ['=SUM(A1)', "'=x", "''+y", '-', '@', "'", "'quoted", '', 'plain', "'-", '\tx']) {
      expect(unguardCsvText(guardCsvText(text))).toBe(text);
    }
  });
});

describe('ZCollectionImportRow', () => {
  it('takes the guard off every field, and counts a note without it', () => {
    const note = '-'.padEnd(300, 'x');
    const row = ZCollectionImportRow.parse({ title: "'+1", releaseTitle: "'-Cut", notes: ` '${note} ` });
    expect(row).toMatchObject({ title: '+1', releaseTitle: '-Cut', notes: note });
    expect(ZCollectionImportRow.safeParse({ notes: `'${note}x` }).success).toBe(false);
  });
});
