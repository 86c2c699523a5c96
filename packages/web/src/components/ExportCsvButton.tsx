import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { ApiError } from '../lib/api-fetch.ts';
import { downloadFile } from '../lib/download-file.ts';
import { toast } from '../lib/notify.ts';

export const EXPORT_FAILED = 'We could not export this list just now. Please try again in a moment.';

export interface ExportCsvButtonProps {
  /** The export's API path with the list's current filters and sort in its query. */
  path: string;
  /** The file name to use should the server not give one. */
  fallbackName: string;
}

/** Export CSV on an admin table's toolbar: every row the current filters select, not only the page shown. */
export function ExportCsvButton({ path, fallbackName }: ExportCsvButtonProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={busy}
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
      Export CSV
    </Button>
  );
}
