import { pngFromRows } from './demo-png.ts';

/** Colours of one generated room picture: wall, floor, window glass, door, and a piece of furniture. */
export interface RoomPalette {
  wall: [number, number, number];
  floor: [number, number, number];
  glass: [number, number, number];
  door: [number, number, number];
  furniture: [number, number, number];
}

/**
 * A simple flat illustration of a room (wall, floor, window, door, a table or couch) as a PNG, so demo listings
 * have real photos with no network and no bundled stock images.
 */
export function roomPicture(
  palette: RoomPalette,
  layout: 'left' | 'right',
  width = 480,
  height = 320,
): Buffer {
  const rows: Buffer[] = [];
  const floorTop = Math.round(height * 0.68);
  const windowBox = layout === 'left' ? [40, 50, 200, 170] : [280, 50, 440, 170];
  const doorBox = layout === 'left' ? [330, 80, 410, floorTop] : [60, 80, 140, floorTop];
  const tableBox =
    layout === 'left' ? [150, floorTop - 40, 300, floorTop + 30] : [200, floorTop - 40, 350, floorTop + 30];
  const inside = (x: number, y: number, [x0, y0, x1, y1]: number[]) =>
    x >= x0! && x < x1! && y >= y0! && y < y1!;
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      let colour = y >= floorTop ? palette.floor : palette.wall;
      if (inside(x, y, windowBox)) {
        const [x0, y0, x1, y1] = windowBox as [number, number, number, number];
        const frame =
          x - x0 < 6 || x1 - x <= 6 || y - y0 < 6 || y1 - y <= 6 || Math.abs(x - (x0 + x1) / 2) < 3;
        colour = frame ? [250, 250, 250] : palette.glass;
      } else if (inside(x, y, doorBox)) {
        colour = palette.door;
      } else if (inside(x, y, tableBox)) {
        colour = palette.furniture;
      }
      // A soft shade towards the floor gives the wall some depth.
      const shade = y < floorTop ? 1 - (y / floorTop) * 0.12 : 0.92;
      row[1 + x * 3] = Math.round(colour[0] * shade);
      row[2 + x * 3] = Math.round(colour[1] * shade);
      row[3 + x * 3] = Math.round(colour[2] * shade);
    }
    rows.push(row);
  }
  return pngFromRows(width, height, rows);
}
