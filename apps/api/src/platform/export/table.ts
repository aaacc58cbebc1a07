import { PassThrough, type Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type ExcelJS from 'exceljs';
import type { TLanguage } from '@praktika/contracts/common';
import { programmeWallClock } from '@praktika/contracts/dates';
import { lazyImport } from '../lazy.ts';

/** exceljs loads with the first spreadsheet, not at start-up. */
const exceljs = lazyImport(() => import('exceljs'));

/**
 * Streamed tables (spreadsheet exports): one or more sheets of rows, written as .xlsx (exceljs `WorkbookWriter`)
 * or .csv as the rows come, so memory holds a few rows, not the file, however many rows there are.
 *
 * - Rows come from an async iterable (a database read in batches) or are pushed by a `fill` callback; every push
 *   waits while the reader is behind (the output is a PassThrough: `write()`'s answer and its 'drain' are
 *   respected; xlsx: so is the zip's input, where a sheet's XML waits to be compressed, see `sheetInputs`), and
 *   every YIELD_EVERY rows the writer yields to the event loop (setImmediate), so the zip and the socket get to
 *   run and other requests are answered: without it, exceljs's buffers grow with the rows.
 * - xlsx: no shared strings (they would be held until the end), styles only for the bold header rows and the
 *   columns' number formats, each row committed at once; a sheet that reaches Excel's 1,048,576 rows goes on in
 *   a new sheet "<name> (2)" with the same notes and headers.
 * - csv: UTF-8 with a BOM (Excel then reads Albanian and Serbian letters), RFC 4180 quoting, CRLF line ends.
 * - Formula injection: a text cell starting with = + - @, a tab or a carriage return is written with a leading
 *   single quote, in both formats, so no spreadsheet program runs it as a formula.
 *
 * A failure (of the rows or of the writer) destroys the stream with that error, so the reader sees a broken
 * download, never a truncated success. Do every check before starting: once the stream is returned and sent, the
 * response has begun. When the reader goes away (the stream is destroyed), the rows are not read further.
 */

export type Cell = string | number | boolean | Date | null;

export type TableFormat = 'xlsx' | 'csv';

export interface TableColumn {
  /** Width in characters (xlsx). */
  width?: number;
  /** The cells' number format (xlsx), e.g. 'dd/mm/yyyy' for dates or '0.0%' for shares. */
  numFmt?: string;
  /** The cells' text in csv, when not the default (numbers as written, dates `YYYY-MM-DD[ HH:MM]`). */
  csv?: (value: Cell) => string;
}

/** One sheet (xlsx) or one block of lines (csv): notes, header rows, then the rows. */
export interface TableSheet {
  /** The sheet's name (xlsx), cut to Excel's 31 characters without []:*?/\. */
  name: string;
  columns: TableColumn[];
  /** Lines above the header, one text cell each (what the file holds, a warning). */
  notes?: string[];
  /** Header rows (bold in xlsx), usually one. */
  headers: string[][];
  /** xlsx: the notes and header rows stay in view, and this many columns on the left. Default 0. */
  frozenColumns?: number;
}

/** Where rows go: a sheet is started, then its rows are pushed; each push waits while the reader is behind. */
export interface TableOutput {
  sheet(sheet: TableSheet): Promise<void>;
  row(values: readonly Cell[]): Promise<void>;
}

export interface TableOptions {
  format: TableFormat;
  /** Rows per xlsx sheet, notes and headers included (Excel's limit; lower in tests). */
  maxSheetRows?: number;
}

/** Excel's rows per sheet. */
export const XLSX_MAX_ROWS = 1_048_576;
/** Rows between two yields to the event loop. */
export const YIELD_EVERY = 100;

/** The reader went away: the rows stop here. */
export class TableAborted extends Error {
  constructor() {
    super('The export was closed before it was written');
  }
}

const FORMULA_START = /^[=+\-@\t\r]/;
/** A text that a spreadsheet would read as a formula, made inert (a leading single quote). */
export const inertText = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** A calendar date (`YYYY-MM-DD`) as an Excel date (midnight, no zone: Excel dates carry none). */
export function calendarDate(day: string | null | undefined): Date | null {
  return day ? new Date(`${day.slice(0, 10)}T00:00:00Z`) : null;
}

/** The Europe/Belgrade wall clock of an instant as an Excel date (Excel dates carry no zone). */
export function wallClockDate(instant: string): Date {
  const w = programmeWallClock(instant);
  return w ? new Date(`${w.date}T${w.time}:00Z`) : new Date(instant);
}

/** An Excel-style sheet name: at most 31 characters, none of []:*?/\, with `suffix` kept whole. */
export function sheetName(name: string, suffix = ''): string {
  const clean = name.replace(/[[\]:*?/\\]/g, '-').trim() || 'Sheet';
  return `${clean.slice(0, 31 - suffix.length)}${suffix}`;
}

/** A stream a writer waits on: Node's own, or readable-stream's (v2: no `writableNeedDrain`, the same state). */
interface Draining {
  writableNeedDrain?: boolean;
  _writableState?: { needDrain?: boolean };
  on(event: string, listener: () => void): unknown;
  removeListener(event: string, listener: () => void): unknown;
}

const needsDrain = (s: Draining): boolean => s.writableNeedDrain ?? s._writableState?.needDrain ?? false;

/**
 * Waits until `out`, and each of `behind` (streams the output passes through before it), takes writes again
 * (its buffer drained), or throws when `out` was closed.
 */
async function room(out: PassThrough, behind: readonly Draining[] = []): Promise<void> {
  for (const s of [out, ...behind]) {
    if (out.destroyed) throw new TableAborted();
    if (!needsDrain(s)) continue;
    await new Promise<void>((resolve) => {
      const done = () => {
        for (const e of ['drain', 'close', 'error']) s.removeListener(e, done);
        out.off('close', done);
        resolve();
      };
      for (const e of ['drain', 'close', 'error']) s.on(e, done);
      out.on('close', done);
    });
  }
  if (out.destroyed) throw new TableAborted();
}

// ---------------------------------------------------------------------------------------------------------------
// csv
// ---------------------------------------------------------------------------------------------------------------

const pad = (n: number) => String(n).padStart(2, '0');
/** A date cell in csv: `YYYY-MM-DD`, with ` HH:MM` when it has a time (dates are wall clocks, read as UTC). */
function csvDate(d: Date): string {
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return d.getUTCHours() || d.getUTCMinutes()
    ? `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
    : day;
}

function csvText(value: Cell): string {
  if (value === null) return '';
  if (value instanceof Date) return csvDate(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return typeof value === 'number' ? String(value) : inertText(value);
}

/** One field, quoted when it holds a comma, a quote or a line break (RFC 4180). */
const csvField = (text: string): string => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** Lines are gathered up to this many characters before a write (fewer, larger writes). */
const CSV_CHUNK = 16 * 1024;

function csvOutput(out: PassThrough): TableOutput & { end(): Promise<void> } {
  let columns: TableColumn[] = [];
  let pending = '\uFEFF';
  let rows = 0;
  const flush = async () => {
    if (!pending) return;
    const chunk = pending;
    pending = '';
    if (out.destroyed) throw new TableAborted();
    if (!out.write(chunk)) await room(out);
  };
  const line = async (values: readonly Cell[], cols: readonly (TableColumn | undefined)[]) => {
    pending += `${values.map((v, i) => csvField(cols[i]?.csv ? cols[i].csv(v) : csvText(v))).join(',')}\r\n`;
    if (pending.length >= CSV_CHUNK) await flush();
    if (++rows % YIELD_EVERY === 0) await nextTurn();
  };
  return {
    async sheet(s) {
      columns = s.columns;
      for (const note of s.notes ?? []) await line([note], []);
      for (const header of s.headers) await line(header, []);
    },
    row: (values) => line(values, columns),
    async end() {
      await flush();
      out.end();
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// xlsx
// ---------------------------------------------------------------------------------------------------------------

const isDraining = (s: unknown): s is Draining =>
  typeof s === 'object' && s !== null && typeof (s as Draining).on === 'function' && '_writableState' in s;

/**
 * The zip's input of a sheet, where its XML waits to be compressed. exceljs's WorkbookWriter (4.4) writes a sheet
 * into its own buffer (`worksheet.stream`), which passes it on to that input (`stream.pipes`) without heeding
 * `write()`'s answer: with only `out` waited on, the rows outran the compression (it runs when the event loop
 * turns) and that input grew with the rows (~50 MB over a million, more on a busy machine). None found (exceljs
 * changed): `[]`, and only `out` is waited on, as before.
 */
export function sheetInputs(sheet: ExcelJS.Worksheet): Draining[] {
  const pipes = (sheet as unknown as { stream?: { pipes?: unknown } }).stream?.pipes;
  return Array.isArray(pipes) ? pipes.filter(isDraining) : [];
}

type CellStyle = Partial<ExcelJS.Style>;
/**
 * The style of a data cell without a number format. exceljs (4.4) looks a cell's style up by the style object
 * (a WeakMap), else serialises it to XML to find its id: a fresh object per cell (its default) meant that work and
 * garbage for every cell, so the data cells share one object per column format (never changed: only whole
 * objects are assigned). Header rows keep their own (bold).
 */
const PLAIN: CellStyle = {};
const columnStyles = (columns: readonly TableColumn[]): CellStyle[] =>
  columns.map((c) => (c.numFmt ? { numFmt: c.numFmt } : PLAIN));

function xlsxOutput(
  out: PassThrough,
  maxSheetRows: number,
  excel: typeof ExcelJS,
): TableOutput & { end(): Promise<void> } {
  const workbook = new excel.stream.xlsx.WorkbookWriter({
    stream: out,
    // Styles for the bold header rows and the columns' number formats only; no shared strings (held to the end).
    useStyles: true,
    useSharedStrings: false,
  });
  let current:
    | { spec: TableSheet; sheet: ExcelJS.Worksheet; rows: number; part: number; styles: CellStyle[] }
    | undefined;
  let written = 0;
  const cell = (v: Cell) => (typeof v === 'string' ? inertText(v) : v);

  const open = (spec: TableSheet, part: number) => {
    const top = (spec.notes?.length ?? 0) + spec.headers.length;
    const sheet = workbook.addWorksheet(sheetName(spec.name, part > 1 ? ` (${part})` : ''), {
      views: [{ state: 'frozen', xSplit: spec.frozenColumns ?? 0, ySplit: top }],
    });
    sheet.columns = spec.columns.map((c) => ({ width: c.width ?? 12 }));
    for (const note of spec.notes ?? []) sheet.addRow([cell(note)]).commit();
    for (const header of spec.headers) {
      const row = sheet.addRow(header.map(cell));
      row.font = { bold: true };
      row.commit();
    }
    current = { spec, sheet, rows: top, part, styles: columnStyles(spec.columns) };
  };
  const close = () => {
    current?.sheet.commit();
    current = undefined;
  };
  return {
    async sheet(spec) {
      close();
      open(spec, 1);
      await room(out);
    },
    async row(values) {
      if (!current) throw new Error('A row before any sheet');
      if (current.rows >= maxSheetRows) {
        const { spec, part } = current;
        close();
        open(spec, part + 1);
      }
      const row = current.sheet.addRow(values.map(cell));
      const { styles } = current;
      for (let i = 0; i < Math.max(values.length, styles.length); i++)
        if (i < values.length || styles[i] !== PLAIN) row.getCell(i + 1).style = styles[i] ?? PLAIN;
      row.commit();
      current.rows++;
      if (++written % YIELD_EVERY === 0) {
        await nextTurn();
        await room(out, sheetInputs(current.sheet));
      }
    },
    async end() {
      close();
      await workbook.commit();
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Entry points
// ---------------------------------------------------------------------------------------------------------------

/**
 * Streams a file whose sheets and rows `fill` pushes (`await out.sheet(…)`, then `await out.row(…)` per row); the
 * file is finished when `fill` settles. See the top of this file for what is guaranteed.
 */
export function writeTables(options: TableOptions, fill: (out: TableOutput) => Promise<void>): Readable {
  const stream = new PassThrough();
  const write = async () => {
    const out =
      options.format === 'csv'
        ? csvOutput(stream)
        : xlsxOutput(stream, options.maxSheetRows ?? XLSX_MAX_ROWS, (await exceljs()).default);
    await fill(out);
    await out.end();
  };
  write().catch((err: unknown) => {
    if (!stream.destroyed) stream.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return stream;
}

/** A sheet with its rows, from a database read (async) or a list. */
export interface TableWithRows extends TableSheet {
  rows: AsyncIterable<readonly Cell[]> | Iterable<readonly Cell[]>;
}

/** Streams a file of these sheets, each with its rows (see `writeTables`). */
export function streamTables(
  options: TableOptions,
  sheets: AsyncIterable<TableWithRows> | Iterable<TableWithRows>,
): Readable {
  return writeTables(options, async (out) => {
    for await (const s of sheets) {
      await out.sheet(s);
      for await (const values of s.rows) await out.row(values);
    }
  });
}

// ---------------------------------------------------------------------------------------------------------------
// One .xlsx table with a header row per language (the survey answers)
// ---------------------------------------------------------------------------------------------------------------

/** The header rows' languages, in order. */
export const HEADER_LANGUAGES: readonly TLanguage[] = ['sq', 'sr', 'en'];

export interface XlsxColumn extends TableColumn {
  key: string;
  /** The header, one row per language of HEADER_LANGUAGES. */
  title: Readonly<Record<TLanguage, string>>;
  width: number;
}

export type XlsxValue = Cell;

export interface XlsxTableOptions {
  sheetName: string;
  columns: XlsxColumn[];
  /** Columns frozen on the left (the header rows are always frozen). Default 1. */
  frozenColumns?: number;
}

/**
 * Streams an .xlsx of one table with three bold header rows (sq, sr, en): `fill` adds the data rows (`await
 * addRow(values)`: written and committed at once, waiting while the reader is behind).
 */
export function streamXlsxTable(
  { sheetName: name, columns, frozenColumns = 1 }: XlsxTableOptions,
  fill: (addRow: (values: XlsxValue[]) => Promise<void>) => Promise<void>,
): Readable {
  return writeTables({ format: 'xlsx' }, async (out) => {
    await out.sheet({
      name,
      columns,
      frozenColumns,
      headers: HEADER_LANGUAGES.map((l) => columns.map((c) => c.title[l])),
    });
    await fill((values) => out.row(values));
  });
}
