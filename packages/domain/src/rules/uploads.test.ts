import { describe, expect, it } from 'vitest';
import {
  batchPercentFull,
  fileExtension,
  isAcceptedUpload,
  isBatchTooLarge,
  uploadAccept,
  uploadTypeError,
} from './uploads.ts';

describe('upload types', () => {
  it('general uploader accepts jpg, jpeg, png, pdf', () => {
    expect(isAcceptedUpload('a.jpg', 'image/jpeg', 'general')).toBe(true);
    expect(isAcceptedUpload('a.JPEG', 'image/jpeg', 'general')).toBe(true);
    expect(isAcceptedUpload('a.png', 'image/png', 'general')).toBe(true);
    expect(isAcceptedUpload('a.pdf', 'application/pdf', 'general')).toBe(true);
    expect(isAcceptedUpload('a.gif', 'image/gif', 'general')).toBe(false);
    expect(isAcceptedUpload('a.pdf', 'text/html', 'general')).toBe(false);
  });

  it('photo uploader accepts only jpg, jpeg, png', () => {
    expect(isAcceptedUpload('me.png', 'image/png', 'photo')).toBe(true);
    expect(isAcceptedUpload('me.jpg', '', 'photo')).toBe(true);
    expect(isAcceptedUpload('me.pdf', 'application/pdf', 'photo')).toBe(false);
    expect(isAcceptedUpload('me', 'image/png', 'photo')).toBe(false);
  });

  it('gives the spec message', () => {
    expect(uploadTypeError('cv.pdf', 'application/pdf', 'photo')).toBe('cv.pdf is not a png/jpeg file');
    expect(uploadTypeError('x.webp', 'image/webp', 'general')).toBe('x.webp is not a png/jpeg file');
    expect(uploadTypeError('x.png', 'image/png', 'photo')).toBeNull();
  });

  it('helpers', () => {
    expect(fileExtension('Scan.Final.JPG')).toBe('jpg');
    expect(fileExtension('.env')).toBe('');
    expect(fileExtension('noext')).toBe('');
    expect(uploadAccept('photo')).toBe('.jpg,.jpeg,.png');
    expect(uploadAccept('general')).toBe('.jpg,.jpeg,.png,.pdf');
  });
});

describe('batch limit (10385760 bytes)', () => {
  it('allows exactly the limit', () => {
    expect(isBatchTooLarge([10_385_760])).toBe(false);
    expect(isBatchTooLarge([10_000_000, 385_761])).toBe(true);
    expect(batchPercentFull([5_192_880])).toBe(50);
    expect(batchPercentFull([20_000_000])).toBe(100);
    expect(batchPercentFull([])).toBe(0);
  });
});
