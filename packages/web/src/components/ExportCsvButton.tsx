import { useState } from 'react';
import { ApiError } from '../lib/api-fetch.ts';
import { downloadFile } from '../lib/download-file.ts';
import { toast } from '../lib/notify.ts';
import { DownloadIcon } from './plain/icons.tsx';

export const EXPORT_FAILED = 'We could not export this list just now. Please try again in a moment.';

export interface ExportCsvButtonProps {
  /** The export's API path with the list's current filters and sort in its query. */
  path: string;
  /** The file name to use should the server not give one. */
  fallbackName: string;
}

/**
 * Export CSV on a table's toolbar: every row the current filters select, not only the page shown. A plain button
 * at antd's default size, so it sits in the plain lists and the antd ones alike.
 */
export function ExportCsvButton({ path, fallbackName }: ExportCsvButtonProps) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="cs-button cs-button--secondary cs-button--compact"
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadFile(path, fallbackName);
        } catch (error) {
          void toast('error', error instanceof ApiError && error.httpStatus ? error.message : EXPORT_FAILED);
        } finally {
          setBusy(false);
        }
      }}
    >
      <DownloadIcon />
      Export CSV
    </button>
  );
}
