import { PlusOutlined } from '@ant-design/icons';
import {
  type DownloadFolder,
  type FileRecord,
  isAcceptedUpload,
  PREVIEW_IMAGE_PX,
  uploadAccept,
  uploadTypeError,
} from '@carespace/domain';
import { ConfigProvider, type ThemeConfig, Upload, type UploadFile } from 'antd';
import ImgCrop from 'antd-img-crop';
import { useRef, useState } from 'react';
import type { ApiResult } from '../../lib/api-client.ts';
import { toast } from '../../lib/notify.ts';
import './PhotoUploader.css';
import { deleteUploadedFile, downloadFileUrl, showUploadFailure, uploadOneFile } from './upload-api.ts';

/** Previews are 132 × 132 instead of antd's 102. */
const PREVIEW_THEME: ThemeConfig = { components: { Upload: { pictureCardSize: PREVIEW_IMAGE_PX } } };

export interface PhotoUploaderProps {
  folder: DownloadFolder;
  /** The stored pictures, in display order. */
  value?: FileRecord[];
  onChange?: (records: FileRecord[]) => void;
  /** How many pictures it holds; default 1 (a profile picture). */
  maxCount?: number;
  /** Removing a picture deletes it on the server ('File Deleted'). Default true. */
  deleteOnRemove?: boolean;
  disabled?: boolean;
  /** Text on the add tile. */
  addText?: string;
  /** Stores the cropped file somewhere other than the folder's single-file route (e.g. the profile picture call). */
  upload?: (file: File) => Promise<ApiResult<FileRecord>>;
}

function refuse(file: File): boolean {
  const error = uploadTypeError(file.name, file.type, 'photo');
  if (error) void toast('error', error);
  return error !== null;
}

/**
 * The cropped photo uploader: png or jpeg only ('{file} is not a png/jpeg file'), cropped to a square
 * with antd-img-crop, then stored with the single-file route; previews are 132 × 132.
 */
export function PhotoUploader({
  folder,
  value,
  onChange,
  maxCount = 1,
  deleteOnRemove = true,
  disabled = false,
  addText = 'Upload',
  upload = (file) => uploadOneFile(folder, file),
}: PhotoUploaderProps) {
  const [inner, setInner] = useState<FileRecord[]>([]);
  const records = value ?? inner;
  const latest = useRef(records);
  latest.current = records;
  const [inFlight, setInFlight] = useState<UploadFile[]>([]);

  const commit = (next: FileRecord[]) => {
    const ordered = next.map((record, index) => ({ ...record, display_order: index }));
    latest.current = ordered;
    if (value === undefined) setInner(ordered);
    onChange?.(ordered);
  };

  const fileList: UploadFile[] = [
    ...records.map(
      (record): UploadFile => ({
        uid: record.id,
        name: record.originalName,
        status: 'done',
        url: downloadFileUrl(record.fileName, folder),
        thumbUrl: downloadFileUrl(record.fileName, folder),
      }),
    ),
    ...inFlight,
  ];
  const full = fileList.length >= maxCount;

  return (
    <div className="cs-photo-uploader">
      <ConfigProvider theme={PREVIEW_THEME}>
        <ImgCrop
          aspect={1}
          quality={0.9}
          rotationSlider
          modalTitle="Crop your picture"
          modalOk="Use picture"
          // A refused type never opens the cropper; the message is shown once, here.
          beforeCrop={(file) => !refuse(file)}
        >
          <Upload
            listType="picture-card"
            accept={uploadAccept('photo')}
            fileList={fileList}
            disabled={disabled}
            maxCount={maxCount}
            showUploadList={{ showPreviewIcon: false }}
            beforeUpload={(file) =>
              isAcceptedUpload(file.name, file.type, 'photo') ? true : Upload.LIST_IGNORE
            }
            customRequest={async ({ file, onSuccess, onError }) => {
              const picture = file as File & { uid: string };
              setInFlight((current) => [
                ...current,
                { uid: picture.uid, name: picture.name, status: 'uploading' },
              ]);
              const outcome = await upload(picture);
              setInFlight((current) => current.filter((item) => item.uid !== picture.uid));
              if (!outcome.success) {
                showUploadFailure(outcome.error);
                onError?.(outcome.error);
                return;
              }
              onSuccess?.(outcome.result);
              commit([...latest.current, outcome.result]);
            }}
            onRemove={async (file) => {
              const record = latest.current.find((item) => item.id === file.uid);
              if (!record) return true;
              if (deleteOnRemove && !(await deleteUploadedFile(folder, record.fileName))) return false;
              commit(latest.current.filter((item) => item.id !== record.id));
              return true;
            }}
          >
            {full ? null : (
              <button type="button" className="cs-photo-uploader__add" disabled={disabled}>
                <PlusOutlined />
                <span>{addText}</span>
              </button>
            )}
          </Upload>
        </ImgCrop>
      </ConfigProvider>
    </div>
  );
}
