import type { RecordAccessResult, RecordFormat } from '@carespace/domain';
import { useApiQuery } from '../../../lib/api-client.ts';
import { type FetchedFile, fetchFile } from '../../../lib/download-file.ts';

const ACCEPT: Record<RecordFormat, string> = { pdf: 'application/pdf', fhir: 'application/fhir+json' };
const FALLBACK: Record<RecordFormat, string> = {
  pdf: 'carespace-record.pdf',
  fhir: 'carespace-record.fhir.json',
};

/** GET /api/record/:userId/:format — made on the server for this request, kept nowhere but in this tab. */
export function fetchRecord(userId: string, format: RecordFormat): Promise<FetchedFile> {
  return fetchFile(`/record/${encodeURIComponent(userId)}/${format}`, ACCEPT[format], FALLBACK[format]);
}

/** GET /api/record/:userId/access-log — one page of who has read the record, newest first. */
export function useRecordAccess(userId: string, page: number, pageSize: number) {
  return useApiQuery<RecordAccessResult>(
    ['record', 'access-log', userId, page, pageSize],
    `/record/${encodeURIComponent(userId)}/access-log?page=${page}&pageSize=${pageSize}`,
    { staleTime: 0, placeholderData: (previous) => previous },
  );
}
