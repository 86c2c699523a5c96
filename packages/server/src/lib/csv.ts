import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/** One column of an export: the row's field and the heading a person reads in the first line. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | Date | null | undefined;
}

/**
 * A spreadsheet treats a cell starting with =, +, - or @ as a formula (a tab or carriage return can hide one
 * behind it), so text a user typed could run as one in the admin's spreadsheet. Such a cell is sent as text,
 * behind a single quote, which the spreadsheet shows as plain text. Numbers we produce ourselves are left alone.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function cell(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return neutraliseCell(value);
}

/**
 * The rows as CSV text, pulled one row at a time: the source is only read as fast as the reader takes the text,
 * so a long export never holds more than a batch of rows.
 */
export function csvStream<Row>(rows: AsyncIterable<Row>, columns: ReadonlyArray<CsvColumn<Row>>): Readable {
  const lines = Readable.from(
    (async function* () {
      for await (const row of rows) yield columns.map((c) => cell(c.value(row)));
    })(),
  );
  const csv = stringify({ header: true, columns: columns.map((c) => c.header), eof: true, bom: false });
  lines.on('error', (error) => csv.destroy(error));
  csv.on('close', () => {
    if (!lines.destroyed) lines.destroy();
  });
  return lines.pipe(csv);
}
