// The statement the admin's Connections CSV streams whole, and its row: the one the Connections page reads a
// screenful of, so the export holds exactly what the page shows.
export { type HostListRow, hostListQuery } from './introductions.repository.ts';
