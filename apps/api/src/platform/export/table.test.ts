import { describe, expect, it, vi } from 'vitest';
import type { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { inertText, sheetInputs, sheetName, streamTables, writeTables, type Cell } from './table.ts';
import { PassThrough as Pass } from 'node:stream';

/** The streamed table writer alone (no database): csv text, xlsx sheets, formula injection, splitting, backpressure. */

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function workbookOf(stream: Readable): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await bytesOf(stream)) as unknown as ArrayBuffer);
  return wb;
}

const values = (sheet: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  sheet.eachRow((row, n) => {
    rows[n - 1] = Array.from({ length: sheet.columnCount }, (_, i) => row.getCell(i + 1).value ?? null);
  });
  return rows;
};

const RISKY = ['=SUM(A1:A2)', '+1', '-1', '@cmd', '\tx', '\rx', 'plain', 'a "quoted", text', 'two\nlines'];

describe('csv', () => {
  it('UTF-8 with a BOM, CRLF, RFC 4180 quoting, formulas made inert, dates and empty cells', async () => {
    const stream = streamTables({ format: 'csv' }, [
      {
        name: 'x',
        columns: [{}, {}, { csv: (v) => (typeof v === 'number' ? `${v * 100}%` : '') }],
        notes: ['Shënim: ëç, šđž'],
        headers: [['A', 'B', 'C']],
        rows: [
          ...RISKY.map((text): Cell[] => [text, null, null]),
          [new Date('2025-03-11T00:00:00Z'), new Date('2025-03-11T14:05:00Z'), 0.25],
          [12, true, null],
        ],
      },
    ]);
    const bytes = await bytesOf(stream);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text.split('\r\n')).toEqual([
      '"Shënim: ëç, šđž"',
      'A,B,C',
      "'=SUM(A1:A2),,",
      "'+1,,",
      "'-1,,",
      "'@cmd,,",
      "'\tx,,",
      '"\'\rx",,',
      'plain,,',
      '"a ""quoted"", text",,',
      '"two\nlines",,',
      '2025-03-11,2025-03-11 14:05,25%',
      '12,TRUE,',
      '',
    ]);
  });
});

describe('xlsx', () => {
  it('a sheet per table with its notes, bold headers, number formats; text formulas made inert', async () => {
    const stream = streamTables({ format: 'xlsx' }, [
      {
        name: 'BY_MUNICIPALITY',
        columns: [{ width: 20 }, { numFmt: '0.00%' }],
        notes: ['A note'],
        headers: [['Label', 'Share']],
        rows: [
          ['=1+1', 0.5],
          ['ok', null],
        ],
      },
      { name: 'Second: [x]?', columns: [{}], headers: [['H']], rows: [] },
    ]);
    const wb = await workbookOf(stream);
    expect(wb.worksheets.map((s) => s.name)).toEqual(['BY_MUNICIPALITY', 'Second- -x--']);
    const sheet = wb.worksheets[0]!;
    expect(values(sheet)).toEqual([
      ['A note', null],
      ['Label', 'Share'],
      ["'=1+1", 0.5],
      ['ok', null],
    ]);
    expect(sheet.getRow(2).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(3).getCell(1).font?.bold).toBeFalsy();
    expect(sheet.getRow(3).getCell(2).numFmt).toBe('0.00%');
    expect(values(wb.worksheets[1]!)).toEqual([['H']]);
  });

  it('goes on in "<name> (2)" with the same notes and headers before the sheet is full', async () => {
    const rows = Array.from({ length: 7 }, (_, i): Cell[] => [i + 1]);
    const stream = streamTables({ format: 'xlsx', maxSheetRows: 5 }, [
      { name: 'List', columns: [{}], notes: ['n'], headers: [['H']], rows },
    ]);
    const wb = await workbookOf(stream);
    expect(wb.worksheets.map((s) => s.name)).toEqual(['List', 'List (2)', 'List (3)']);
    expect(wb.worksheets.map(values)).toEqual([
      [['n'], ['H'], [1], [2], [3]],
      [['n'], ['H'], [4], [5], [6]],
      [['n'], ['H'], [7]],
    ]);
  });
});

describe('streaming', () => {
  it.each([
    ['csv', 200_000],
    ['xlsx', 50_000],
  ] as const)(
    '%s: waits while the reader is behind (rows are read as the file is read)',
    async (format, total) => {
      let pulled = 0;
      async function* rows(): AsyncGenerator<Cell[]> {
        for (let i = 0; i < total; i++) {
          pulled++;
          yield [i, `text that does not compress well: ${Math.random().toString(36)}`];
        }
      }
      const stream = streamTables({ format }, [{ name: 'x', columns: [{}, {}], headers: [], rows: rows() }]);
      // nothing reads yet: the writer stops once the stream's buffer is full
      await vi.waitFor(() => expect((stream as PassThrough).writableNeedDrain).toBe(true), {
        timeout: 30_000,
      });
      expect(pulled).toBeLessThan(total);
      const bytes = await bytesOf(stream);
      expect(pulled).toBe(total);
      if (format === 'csv') expect(bytes.toString('utf8').split('\r\n')).toHaveLength(total + 1);
      else {
        const wb = new ExcelJS.Workbook();
        await wb.xlsx.load(bytes as unknown as ArrayBuffer);
        expect(wb.worksheets[0]!.rowCount).toBe(total);
      }
    },
  );

  it('stops reading rows when the reader goes away, and a failing source breaks the download', async () => {
    let closed = false;
    async function* endless(): AsyncGenerator<Cell[]> {
      try {
        for (;;) yield ['row'];
      } finally {
        closed = true;
      }
    }
    const gone = streamTables({ format: 'csv' }, [
      { name: 'x', columns: [{}], headers: [], rows: endless() },
    ]);
    await vi.waitFor(() => expect((gone as PassThrough).writableNeedDrain).toBe(true), { timeout: 30_000 });
    gone.destroy();
    await vi.waitFor(() => expect(closed).toBe(true), { timeout: 30_000 });

    const broken = writeTables({ format: 'xlsx' }, async (out) => {
      await out.sheet({ name: 'x', columns: [{}], headers: [['H']] });
      await out.row(['one']);
      throw new Error('the database went away');
    });
    await expect(bytesOf(broken)).rejects.toThrow('the database went away');
  });
});

describe('helpers', () => {
  it('sheet names: 31 characters at most, suffix kept; inert text', () => {
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
    expect(sheetName('x'.repeat(40), ' (2)')).toBe(`${'x'.repeat(27)} (2)`);
    expect(sheetName('')).toBe('Sheet');
    expect(inertText('-5')).toBe("'-5");
    expect(inertText('5-')).toBe('5-');
  });
});

describe('backpressure inside exceljs', () => {
  // The xlsx writer waits on the zip's input of each sheet (found in exceljs's internals): an exceljs that moved it
  // would silently bring back a buffer that grows with the rows (1M rows: +50 MB), so this fails first.
  it("finds a streamed sheet's zip input to wait on", () => {
    const out = new Pass();
    out.resume();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet('Sheet');
    sheet.addRow(['a']).commit();
    const inputs = sheetInputs(sheet);
    expect(inputs.length).toBeGreaterThan(0);
    expect(typeof inputs[0]!.on).toBe('function');
  });
});
