import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  FileImageOutlined,
  FilePdfOutlined,
  InboxOutlined,
} from '@ant-design/icons';
import {
  batchPercentFull,
  type DownloadFolder,
  isBatchTooLarge,
  UPLOAD,
  UPLOAD_BATCH_LIMIT_LABEL,
  uploadAccept,
  uploadTypeError,
} from '@carespace/domain';
import { Button, Flex, Progress, Tag, Tooltip, Typography, Upload } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { toast } from '../../lib/notify.ts';
import './FileUploader.css';
import { deleteUploadedFile, downloadFileUrl, showUploadFailure, uploadFiles } from './upload-api.ts';
import {
  moveItem,
  pendingItem,
  removeItem,
  renumber,
  type UploadItem,
  type UploadStatus,
} from './upload-list.ts';

const STATUS_TAGS: Record<UploadStatus, { color: string; label: string }> = {
  pending: { color: 'warning', label: 'Pending' },
  uploading: { color: 'processing', label: 'Uploading…' },
  uploaded: { color: 'success', label: 'Uploaded' },
};

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** What is not stored yet counts toward the next request's 10 MB. */
function batchSizes(list: readonly UploadItem[]): number[] {
  return list.filter((item) => item.status !== 'uploaded').map((item) => item.size);
}

export interface FileUploaderProps {
  /** Storage folder: properties, patientPrescriptions, patientQuestionnaires or logos. */
  folder: DownloadFolder;
  /** Post the files to this call instead of /upload-files/{folder} (same request and answer). */
  uploadUrl?: string;
  /** Stored files link to their download; off for folders the public download refuses (patient files). */
  linkFiles?: boolean;
  /** The list (controlled, e.g. as a Form.Item's value); or `defaultValue` to let the uploader keep it. */
  value?: UploadItem[];
  defaultValue?: UploadItem[];
  onChange?: (list: UploadItem[]) => void;
  /** Files wait for the 'Confirm Upload' button instead of uploading as soon as they are chosen. */
  manual?: boolean;
  /** Removing a stored file deletes it on the server ('File Deleted'). Default true. */
  deleteOnRemove?: boolean;
  disabled?: boolean;
  /** Text under the drop zone. */
  hint?: ReactNode;
}

/**
 * The general uploader: jpg, jpeg, png and pdf; each file pending → uploading → uploaded;
 * automatic upload unless `manual`; move up / down; removal renumbers the rest; at most 10 MB per batch, with a
 * bar showing how full the batch is. Pair with `uploadListRule` (or validateUploadList) on a parent form.
 */
export function FileUploader({
  folder,
  uploadUrl,
  linkFiles = true,
  value,
  defaultValue,
  onChange,
  manual = false,
  deleteOnRemove = true,
  disabled = false,
  hint,
}: FileUploaderProps) {
  const [inner, setInner] = useState<UploadItem[]>(() => renumber(defaultValue ?? []));
  const list = value ?? inner;
  // The newest list, also between a change and the parent's next render (uploads finish asynchronously).
  const latest = useRef(list);
  latest.current = list;
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());

  const commit = (update: (current: UploadItem[]) => UploadItem[]) => {
    const next = update(latest.current);
    latest.current = next;
    if (value === undefined) setInner(next);
    onChange?.(next);
  };

  const upload = async (items: readonly UploadItem[]) => {
    const batch = items.filter((item) => item.status === 'pending' && item.file);
    if (batch.length === 0) return;
    const uids = new Set(batch.map((item) => item.uid));
    commit((current) =>
      current.map((item) => (uids.has(item.uid) ? { ...item, status: 'uploading', error: undefined } : item)),
    );
    const outcome = await uploadFiles(
      folder,
      batch.map((item) => item.file!),
      uploadUrl,
    );
    if (!outcome.success) {
      const message = showUploadFailure(outcome.error);
      commit((current) =>
        current.map((item) => (uids.has(item.uid) ? { ...item, status: 'pending', error: message } : item)),
      );
      return;
    }
    // The server answers one record per file, matched by the name the file was sent with.
    const records = [...outcome.result];
    commit((current) =>
      renumber(
        current.map((item) => {
          if (!uids.has(item.uid)) return item;
          const index = records.findIndex((record) => record.originalName === item.name);
          if (index < 0) return { ...item, status: 'pending', error: UPLOAD.fileUploadFailed(item.name) };
          const [record] = records.splice(index, 1);
          return { ...item, status: 'uploaded', record, file: undefined, error: undefined };
        }),
      ),
    );
  };

  const addFiles = (files: readonly File[]) => {
    const accepted: File[] = [];
    for (const file of files) {
      const error = uploadTypeError(file.name, file.type, 'general');
      if (error) void toast('error', error);
      else accepted.push(file);
    }
    if (accepted.length === 0) return;
    if (isBatchTooLarge([...batchSizes(latest.current), ...accepted.map((file) => file.size)])) {
      void toast('error', UPLOAD.batchTooLarge);
      return;
    }
    const added = accepted.map(pendingItem);
    commit((current) => renumber([...current, ...added]));
    if (!manual) void upload(added);
  };

  const remove = async (item: UploadItem) => {
    if (item.status === 'uploaded' && item.record && deleteOnRemove) {
      setRemoving((current) => new Set(current).add(item.uid));
      const deleted = await deleteUploadedFile(folder, item.record.fileName);
      setRemoving((current) => {
        const next = new Set(current);
        next.delete(item.uid);
        return next;
      });
      if (!deleted) return;
    }
    commit((current) => removeItem(current, item.uid));
  };

  const pending = list.filter((item) => item.status === 'pending');
  const percent = batchPercentFull(batchSizes(list));

  return (
    <Flex vertical gap={12} className="cs-file-uploader">
      <Upload.Dragger
        multiple
        accept={uploadAccept('general')}
        disabled={disabled}
        showUploadList={false}
        fileList={[]}
        beforeUpload={(file, selection) => {
          // Called once per file of a selection; the whole selection is one batch, handled with its first file.
          if (file === selection[0]) addFiles(selection);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">Click or drag files here to upload</p>
        <p className="ant-upload-hint">
          {hint ?? `JPG, JPEG, PNG or PDF; up to ${UPLOAD_BATCH_LIMIT_LABEL} per batch.`}
        </p>
      </Upload.Dragger>

      <div>
        <Typography.Text type="secondary" id={`${folder}-batch-label`}>
          Batch size
        </Typography.Text>
        <Progress
          percent={percent}
          size="small"
          status={percent >= 100 ? 'exception' : 'normal'}
          format={(value) => `${value ?? 0}% of ${UPLOAD_BATCH_LIMIT_LABEL}`}
          aria-labelledby={`${folder}-batch-label`}
        />
      </div>

      {list.length > 0 && (
        <ol className="cs-file-uploader__list" aria-label="Files">
          {list.map((item, index) => {
            const tag = STATUS_TAGS[item.status];
            const isPdf = item.type === 'application/pdf' || item.name.toLowerCase().endsWith('.pdf');
            return (
              <li key={item.uid} className="cs-file-uploader__item" data-status={item.status}>
                {/* The list is an <ol>: assistive technology announces the position itself. */}
                <span className="cs-file-uploader__order" aria-hidden="true">
                  {item.display_order + 1}
                </span>
                <span className="cs-file-uploader__icon" aria-hidden="true">
                  {isPdf ? <FilePdfOutlined /> : <FileImageOutlined />}
                </span>
                <span className="cs-file-uploader__name">
                  {linkFiles && item.status === 'uploaded' && item.record ? (
                    <a href={downloadFileUrl(item.record.fileName, folder)} target="_blank" rel="noreferrer">
                      {item.name}
                    </a>
                  ) : (
                    item.name
                  )}
                  <Typography.Text type="secondary" className="cs-file-uploader__size">
                    {item.size > 0 ? formatSize(item.size) : ''}
                  </Typography.Text>
                  {item.error && (
                    <Typography.Text type="danger" className="cs-file-uploader__error">
                      {item.error}
                    </Typography.Text>
                  )}
                </span>
                <Tag color={tag.color} className="cs-file-uploader__status">
                  {tag.label}
                </Tag>
                <span className="cs-file-uploader__actions">
                  <Tooltip title="Move up">
                    <Button
                      type="text"
                      size="small"
                      icon={<ArrowUpOutlined />}
                      aria-label={`Move ${item.name} up`}
                      disabled={disabled || index === 0}
                      onClick={() => commit((current) => moveItem(current, item.uid, -1))}
                    />
                  </Tooltip>
                  <Tooltip title="Move down">
                    <Button
                      type="text"
                      size="small"
                      icon={<ArrowDownOutlined />}
                      aria-label={`Move ${item.name} down`}
                      disabled={disabled || index === list.length - 1}
                      onClick={() => commit((current) => moveItem(current, item.uid, 1))}
                    />
                  </Tooltip>
                  <Tooltip title="Remove">
                    <Button
                      type="text"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`Remove ${item.name}`}
                      loading={removing.has(item.uid)}
                      disabled={disabled || item.status === 'uploading'}
                      onClick={() => void remove(item)}
                    />
                  </Tooltip>
                </span>
              </li>
            );
          })}
        </ol>
      )}

      {pending.length > 0 && (
        <Button
          type="primary"
          disabled={disabled}
          onClick={() => void upload(pending)}
          style={{ alignSelf: 'flex-start' }}
        >
          {manual ? UPLOAD.confirmUpload : 'Retry upload'}
        </Button>
      )}
    </Flex>
  );
}
