import { useTestApp } from '../../test/test-app.ts';

export const EXPORTS = [
  '/api/admin/patients/export',
  '/api/admin/providers/export',
  '/api/admin/properties/export',
  '/api/admin/prescriptions/export',
  '/api/admin/connections/export',
];

/** The CSV's lines as cells (these fixtures hold no quoted line breaks). */
export function table(body: string): string[][] {
  return body
    .trimEnd()
    .split('\n')
    .map((line) => (line.match(/("([^"]|"")*"|[^,]*)(,|$)/g) ?? []).slice(0, -1).map(unquote));
}
export function unquote(cell: string): string {
  const value = cell.endsWith(',') ? cell.slice(0, -1) : cell;
  return value.startsWith('"') ? value.slice(1, -1).replaceAll('""', '"') : value;
}

/** An app for the export tests, its database, and the export rows the audit log holds. */
export function useExportWorld() {
  const t = useTestApp();
  const db = () => t.database.db;

  async function exportAudits(table: string) {
    return db()
      .selectFrom('audit_event')
      .select(['user_id', 'event_code', 'details'])
      .where('entity_type', '=', `${table}_export`)
      .orderBy('id')
      .execute();
  }

  return { t, db, exportAudits };
}
