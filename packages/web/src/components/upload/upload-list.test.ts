import { describe, expect, it } from 'vitest';
import { itemsFromRecords, moveItem, removeItem, type UploadItem, uploadedRecords } from './upload-list.ts';

const records = [
  { id: 'b', display_order: 1, fileName: 'b.png', mimeType: 'image/png', originalName: 'B.png' },
  { id: 'a', display_order: 0, fileName: 'a.png', mimeType: 'image/png', originalName: 'A.png' },
  { id: 'c', display_order: 2, fileName: 'c.pdf', mimeType: 'application/pdf', originalName: 'C.pdf' },
];

const order = (list: UploadItem[]) => list.map((item) => `${item.display_order}:${item.name}`);

describe('upload list', () => {
  it('starts from stored records in their display order', () => {
    const list = itemsFromRecords(records);
    expect(order(list)).toEqual(['0:A.png', '1:B.png', '2:C.pdf']);
    expect(list.every((item) => item.status === 'uploaded')).toBe(true);
  });

  it('moves an item and renumbers; out of range changes nothing', () => {
    const list = itemsFromRecords(records);
    expect(order(moveItem(list, 'file-c', -1))).toEqual(['0:A.png', '1:C.pdf', '2:B.png']);
    expect(order(moveItem(list, 'file-a', 1))).toEqual(['0:B.png', '1:A.png', '2:C.pdf']);
    expect(order(moveItem(list, 'file-a', -1))).toEqual(order(list));
    expect(order(moveItem(list, 'file-c', 1))).toEqual(order(list));
  });

  it('removal renumbers the rest, records included', () => {
    const rest = removeItem(itemsFromRecords(records), 'file-a');
    expect(order(rest)).toEqual(['0:B.png', '1:C.pdf']);
    expect(uploadedRecords(rest).map((record) => [record.id, record.display_order])).toEqual([
      ['b', 0],
      ['c', 1],
    ]);
  });
});
