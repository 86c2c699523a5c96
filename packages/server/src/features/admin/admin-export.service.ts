import type { Readable } from 'node:stream';
import type {
  AdminBookingsQuery,
  AdminPatientsQuery,
  AdminPropertiesQuery,
  AdminProvidersQuery,
  ApplicationViewCondition,
  PrescriptionListQuery,
} from '@carespace/domain';
import { type RawBuilder, sql } from 'kysely';
import { cursorRows } from '../../db/cursor.ts';
import { type CsvColumn, csvStream } from '../../lib/csv.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { hostListQuery } from '../introductions/connections-export.ts';
import { exportListQuery } from '../prescriptions/prescriptions-export.ts';
import { bookingsExportQuery } from './admin-bookings.repository.ts';
import {
  bookingColumns,
  connectionColumns,
  patientColumns,
  prescriptionColumns,
  propertyColumns,
  providerColumns,
} from './admin-export-columns.ts';
import { patientsExportQuery } from './admin-patients.repository.ts';
import { propertiesExportQuery } from './admin-properties.repository.ts';
import { providersExportQuery } from './admin-providers.repository.ts';

export type ExportTable =
  | 'patients'
  | 'providers'
  | 'properties'
  | 'prescriptions'
  | 'connections'
  | 'bookings';

export interface CsvExport {
  filename: string;
  body: Readable;
}

/** carespace-providers-2026-11-27.csv: the table and the day (UTC) it was taken. */
export function exportFilename(table: ExportTable, now: Date): string {
  return `carespace-${table}-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * A table's CSV export as a stream: every row the table's filters select, read from the database a batch at a
 * time as the caller downloads. An export is a bulk read of ePHI, so it is audited with who, which table, the
 * filters and the number of rows sent. The audit row is committed before the file's last byte goes out: a
 * download that completes always has its row, and one the caller breaks off is recorded with the rows it got.
 */
export function exportCsv<Row>(
  ctx: RequestContext,
  table: ExportTable,
  filters: Record<string, unknown>,
  query: RawBuilder<unknown>,
  columns: ReadonlyArray<CsvColumn<Row>>,
  now: Date = new Date(),
): CsvExport {
  async function* audited(): AsyncGenerator<Row, void, undefined> {
    let rowCount = 0;
    let complete = false;
    try {
      for await (const row of cursorRows<Row>(ctx.db, query)) {
        rowCount += 1;
        yield row;
      }
      complete = true;
    } finally {
      // After the cursor's transaction has ended: the embedded database has one connection.
      await ctx.audit({
        eventCode: 'RCEX',
        entityType: `${table}_export`,
        details: { table, filters, rowCount, complete },
      });
    }
  }
  return { filename: exportFilename(table, now), body: csvStream(audited(), columns) };
}

/** The table's filters as recorded: the page and page size are the screen's, not the export's. */
function filtersOf({ page: _page, pageSize: _pageSize, ...filters }: { page: number; pageSize: number }) {
  return filters;
}

export const patientsCsv = (ctx: RequestContext, query: AdminPatientsQuery, now = new Date()) =>
  exportCsv(ctx, 'patients', filtersOf(query), patientsExportQuery(query), patientColumns(now), now);

export const providersCsv = (ctx: RequestContext, query: AdminProvidersQuery, now = new Date()) =>
  exportCsv(ctx, 'providers', filtersOf(query), providersExportQuery(query), providerColumns(now), now);

export const propertiesCsv = (ctx: RequestContext, query: AdminPropertiesQuery, now = new Date()) =>
  exportCsv(ctx, 'properties', filtersOf(query), propertiesExportQuery(query), propertyColumns, now);

/** One tab of the prescription requests (Pending unless another is asked for), as the admin's list filters it. */
export function prescriptionsCsv(ctx: RequestContext, query: PrescriptionListQuery, now = new Date()) {
  const tab = query.tab ?? 'others';
  return exportCsv(
    ctx,
    'prescriptions',
    { ...filtersOf(query), tab },
    sql`${exportListQuery(ctx.db, tab, query)}`,
    prescriptionColumns,
    now,
  );
}

/** The applications of one view (Pending, Approved, Rejected), every organization's or one organization's. */
export function connectionsCsv(
  ctx: RequestContext,
  query: { viewCondition: ApplicationViewCondition; organizationId?: string | undefined },
  now = new Date(),
) {
  return exportCsv(
    ctx,
    'connections',
    { ...query },
    sql`${hostListQuery(ctx.db, query.organizationId ?? null, query.viewCondition)}`,
    connectionColumns,
    now,
  );
}

export const bookingsCsv = (ctx: RequestContext, query: AdminBookingsQuery, now = new Date()) =>
  exportCsv(ctx, 'bookings', filtersOf(query), bookingsExportQuery(query, now), bookingColumns, now);
