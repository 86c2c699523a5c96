import { type FileRecord, UPLOAD } from '@carespace/domain';

/** A file's place in the list: chosen (pending), on its way (uploading), stored (uploaded). */
export type UploadStatus = 'pending' | 'uploading' | 'uploaded';

export interface UploadItem {
  uid: string;
  /** The name the file had on the user's machine (the record's originalName). */
  name: string;
  size: number;
  type: string;
  status: UploadStatus;
  /** 0-based position, as the server numbers a batch. */
  display_order: number;
  /** The chosen file, until it is uploaded. */
  file?: File;
  /** The stored file, once uploaded. */
  record?: FileRecord;
  /** Why the last upload of this file failed. */
  error?: string;
}

let sequence = 0;
function nextUid(): string {
  sequence += 1;
  return `upload-${Date.now().toString(36)}-${sequence}`;
}

export function pendingItem(file: File): UploadItem {
  return {
    uid: nextUid(),
    name: file.name,
    size: file.size,
    type: file.type,
    status: 'pending',
    display_order: 0,
    file,
  };
}

/** Items for files already stored (an edit form's current pictures), in their display order. */
export function itemsFromRecords(records: readonly FileRecord[]): UploadItem[] {
  return [...records]
    .sort((a, b) => a.display_order - b.display_order)
    .map((record, index) => ({
      uid: `file-${record.id}`,
      name: record.originalName,
      size: 0,
      type: record.mimeType,
      status: 'uploaded' as const,
      display_order: index,
      record: { ...record, display_order: index },
    }));
}

/** Positions follow the list: 0, 1, 2 … (the stored record's display_order too). */
export function renumber(list: readonly UploadItem[]): UploadItem[] {
  return list.map((item, index) =>
    item.display_order === index && (!item.record || item.record.display_order === index)
      ? item
      : {
          ...item,
          display_order: index,
          record: item.record ? { ...item.record, display_order: index } : undefined,
        },
  );
}

/** Moves an item one place up (-1) or down (+1); out of range does nothing. */
export function moveItem(list: readonly UploadItem[], uid: string, direction: -1 | 1): UploadItem[] {
  const from = list.findIndex((item) => item.uid === uid);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return renumber(next);
}

/** Removes an item; the rest are renumbered. */
export function removeItem(list: readonly UploadItem[], uid: string): UploadItem[] {
  return renumber(list.filter((item) => item.uid !== uid));
}

/** The records of the uploaded files, in display order: what a parent form saves. */
export function uploadedRecords(list: readonly UploadItem[]): FileRecord[] {
  return renumber(list).flatMap((item) => (item.status === 'uploaded' && item.record ? [item.record] : []));
}

/**
 * For a parent form's submit: null when every file is uploaded, otherwise why it cannot be submitted yet —
 * 'Files uploading is in progress' or 'Please upload pending files or remove them.'.
 */
export function validateUploadList(list: readonly UploadItem[] | null | undefined): string | null {
  if (!list) return null;
  if (list.some((item) => item.status === 'uploading')) return UPLOAD.inProgress;
  if (list.some((item) => item.status === 'pending')) return UPLOAD.pendingFiles;
  return null;
}

/** The same check as an antd Form.Item rule, for a form field holding a FileUploader. */
export const uploadListRule = {
  validator: async (_rule: unknown, value: unknown) => {
    const message = validateUploadList(value as UploadItem[] | undefined);
    if (message) throw new Error(message);
  },
};
