import type { FileRecord } from '@carespace/domain';
import { ConfigProvider } from 'antd';
import { useState } from 'react';
import { FileUploader } from '../../../components/upload/FileUploader.tsx';
import { itemsFromRecords, type UploadItem } from '../../../components/upload/upload-list.ts';
import { antdTheme } from '../../../styles/antd-theme.ts';

export interface UploadQuestionProps {
  uploadUrl: string;
  /** The files already stored for this question (a resumed visit). */
  files: FileRecord[];
  onFilesChange: (files: FileRecord[]) => void;
  /** Files are still pending or uploading. */
  onBusyChange: (busy: boolean) => void;
}

/**
 * An upload question: the shared uploader posting to the questionnaire's own upload call. Its own chunk, with
 * Ant Design, loaded only when a step asks for photos or ID. Removing a file only takes it off the answer: the
 * draft may belong to a visitor without an account, who cannot call the signed-in delete.
 */
export default function UploadQuestion({
  uploadUrl,
  files,
  onFilesChange,
  onBusyChange,
}: UploadQuestionProps) {
  const [items, setItems] = useState<UploadItem[]>(() => itemsFromRecords(files));
  const change = (next: UploadItem[]) => {
    setItems(next);
    onBusyChange(next.some((item) => item.status !== 'uploaded'));
    onFilesChange(next.flatMap((item) => (item.status === 'uploaded' && item.record ? [item.record] : [])));
  };
  return (
    <ConfigProvider theme={antdTheme}>
      <FileUploader
        folder="patientQuestionnaires"
        uploadUrl={uploadUrl}
        value={items}
        onChange={change}
        deleteOnRemove={false}
        linkFiles={false}
        hint="A clear photo or scan: JPG, JPEG, PNG or PDF, up to 10 MB per batch. Only the providers reviewing your visit can see it."
      />
    </ConfigProvider>
  );
}
