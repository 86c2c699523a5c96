import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FileStore } from '../../adapters/files/file-store.ts';
import { newId } from '../../lib/ids.ts';
import type { DB } from '../types.ts';
import { pngFromRows } from './demo-png.ts';

type Rgb = [number, number, number];
/** What a mark paints at a point of the unit square: white, a pale tint of the background, or nothing. */
type Mark = (u: number, v: number) => 'white' | 'tint' | null;

const WHITE: Rgb = [255, 255, 255];

const distance = (u: number, v: number, cu: number, cv: number) => Math.hypot(u - cu, v - cv);

/** Distance from a point to the segment a–b: a capsule is the points within its radius. */
function segmentDistance(u: number, v: number, a: [number, number], b: [number, number]): number {
  const [du, dv] = [b[0] - a[0], b[1] - a[1]];
  const t = Math.max(0, Math.min(1, ((u - a[0]) * du + (v - a[1]) * dv) / (du * du + dv * dv)));
  return distance(u, v, a[0] + t * du, a[1] + t * dv);
}

/** A sun over two waves: a practice by the river. */
const riverside: Mark = (u, v) => {
  if (distance(u, v, 0.5, 0.4) < 0.13) return 'white';
  if (u < 0.24 || u > 0.76) return null;
  for (const base of [0.63, 0.74]) {
    if (Math.abs(v - (base + 0.025 * Math.sin(u * Math.PI * 6))) < 0.028) return 'white';
  }
  return null;
};

/** Two speech bubbles: a conversation. */
const counseling: Mark = (u, v) => {
  if (distance(u, v, 0.43, 0.44) < 0.18 || segmentDistance(u, v, [0.33, 0.56], [0.27, 0.68]) < 0.035)
    return 'white';
  if (distance(u, v, 0.62, 0.6) < 0.14 || segmentDistance(u, v, [0.7, 0.7], [0.75, 0.78]) < 0.03)
    return 'tint';
  return null;
};

/** An open ring around a point: movement coming back to the centre. */
const harbor: Mark = (u, v) => {
  const r = distance(u, v, 0.5, 0.5);
  if (r < 0.08) return 'white';
  const angle = Math.atan2(v - 0.5, u - 0.5);
  if (Math.abs(r - 0.24) < 0.045 && !(angle > 1.1 && angle < 2.05)) return 'white';
  return null;
};

/** A medical cross. */
const clinic: Mark = (u, v) => {
  const du = Math.abs(u - 0.5);
  const dv = Math.abs(v - 0.5);
  return (du < 0.08 && dv < 0.26) || (dv < 0.08 && du < 0.26) ? 'white' : null;
};

/** A capsule, half white and half tinted. */
const pharmacy: Mark = (u, v) => {
  if (segmentDistance(u, v, [0.34, 0.66], [0.66, 0.34]) >= 0.12) return null;
  return u + v < 1 ? 'white' : 'tint';
};

interface DemoLogo {
  background: Rgb;
  mark: Mark;
}

/** The demo practices' logos, by the owner's email: drawn here, uploaded as a practice would upload its own. */
const DEMO_LOGOS: Record<string, DemoLogo> = {
  'host@demo.carespace.test': { background: [15, 110, 110], mark: riverside },
  'freehost@demo.carespace.test': { background: [29, 78, 137], mark: harbor },
  'seeker@demo.carespace.test': { background: [180, 96, 40], mark: counseling },
  'pro@demo.carespace.test': { background: [44, 92, 160], mark: clinic },
  'pharmacist@demo.carespace.test': { background: [46, 125, 80], mark: pharmacy },
};

/** A square logo, each pixel averaged over 3 × 3 samples so the edges are smooth. */
export function logoPicture(logo: DemoLogo, size = 160): Buffer {
  const tint = logo.background.map((c) => Math.round(c + (255 - c) * 0.55)) as Rgb;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < 3; sy++) {
        for (let sx = 0; sx < 3; sx++) {
          const paint = logo.mark((x + (sx + 0.5) / 3) / size, (y + (sy + 0.5) / 3) / size);
          const colour = paint === 'white' ? WHITE : paint === 'tint' ? tint : logo.background;
          for (let c = 0; c < 3; c++) sum[c]! += colour[c]!;
        }
      }
      for (let c = 0; c < 3; c++) row[1 + x * 3 + c] = Math.round(sum[c]! / 9);
    }
    rows.push(row);
  }
  return pngFromRows(size, size, rows);
}

/**
 * Gives each demo practice its logo: the picture is stored in the logos folder through the file store and set as
 * the organization's picture, as the account page's upload does, so the account page shows it on a fresh start.
 */
export async function seedDemoLogos(db: Kysely<DB>, files: FileStore): Promise<void> {
  for (const [email, logo] of Object.entries(DEMO_LOGOS)) {
    const owner = await db
      .selectFrom('app_user')
      .select(['id', 'organization_id'])
      .where('email', '=', email)
      .executeTakeFirst();
    if (!owner?.organization_id) continue;
    const id = newId();
    const bytes = logoPicture(logo);
    const fileName = `${id}.png`;
    await files.put('logos', fileName, bytes);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('stored_file')
        .values({
          id,
          folder: 'logos',
          file_name: fileName,
          original_name: 'practice-logo.png',
          mime_type: 'image/png',
          size_bytes: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          display_order: 0,
          owner_user_id: owner.id,
        })
        .execute();
      await trx
        .updateTable('organization')
        .set({ profile_pic: id })
        .where('id', '=', owner.organization_id!)
        .execute();
    });
  }
}
