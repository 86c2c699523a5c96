/**
 * The upload's own field name and wording, shared by the service and the multipart reader (which the service's
 * types also name, so they live apart from both).
 */

/** The multipart field the uploaders send files in. */
export const UPLOAD_FIELD = 'file';

/** Our wording where the contract has none; the contract's own messages come from @carespace/domain. */
export const FILES_MESSAGES = {
  notMultipart: 'Please send the files as multipart/form-data.',
  wrongField: 'Please send each file in the "file" field.',
  noFile: 'Please choose a file to upload.',
  oneFileOnly: 'Please upload one file at a time.',
  tooManyFiles: 'Please upload at most 20 files at a time.',
  tooManyFields: 'The upload has too many form fields.',
  unreadable: 'The upload could not be read. Please try again.',
  noName: 'Every file needs a name.',
  pathCharacters: 'File and folder names cannot contain "/", "\\", "%" or "..".',
  emptyFile: (file: string) => `${file} is empty`,
  contentMismatch: (file: string) => `The content of ${file} does not match its file extension`,
} as const;
