import { describe, expect, it } from 'vitest';
import { csvStream, neutraliseCell } from './csv.ts';

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

async function* rowsOf<T>(rows: T[]) {
  for (const row of rows) yield row;
}

describe('CSV cells', () => {
  it('sends a cell a spreadsheet would run as a formula as plain text, behind a single quote', () => {
    expect(neutraliseCell('=HYPERLINK("http://evil.example","Click")')).toBe(
      `'=HYPERLINK("http://evil.example","Click")`,
    );
    expect(neutraliseCell('+12015550100')).toBe("'+12015550100");
    expect(neutraliseCell('-2+3')).toBe("'-2+3");
    expect(neutraliseCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(neutraliseCell('\t=1+1')).toBe("'\t=1+1");
    expect(neutraliseCell('\r=1+1')).toBe("'\r=1+1");
  });

  it('leaves ordinary text alone, including those signs later in the cell', () => {
    expect(neutraliseCell('Harbor Dental Studio')).toBe('Harbor Dental Studio');
    expect(neutraliseCell('a=b, c+d - e@f')).toBe('a=b, c+d - e@f');
    expect(neutraliseCell('')).toBe('');
  });

  it('writes a header row, quotes what needs quoting, and neutralises text but not numbers', async () => {
    const csv = await text(
      csvStream(
        rowsOf([
          { name: 'Rivera, Ana', note: 'said "hello"', count: -3, when: new Date('2026-11-27T09:30:00Z') },
          { name: "=cmd|' /C calc'!A0", note: null, count: 0, when: null },
        ]),
        [
          { header: 'Name', value: (r) => r.name },
          { header: 'Note', value: (r) => r.note },
          { header: 'Count', value: (r) => r.count },
          { header: 'When', value: (r) => r.when },
        ],
      ),
    );
    expect(csv.split('\n')).toEqual([
      'Name,Note,Count,When',
      '"Rivera, Ana","said ""hello""",-3,2026-11-27T09:30:00.000Z',
      "'=cmd|' /C calc'!A0,,0,",
      '',
    ]);
  });
});
