// The statement the admin's prescriptions CSV streams whole, and its row: the admin list's own filters and order,
// without paging, so the export holds exactly what the list shows.
export { type ExportRow, exportListQuery } from './prescription-list.repository.ts';
