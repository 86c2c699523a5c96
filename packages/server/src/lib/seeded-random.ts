/**
 * A small seeded generator of numbers in [0, 1) (mulberry32): the same seed draws the same sequence, so demo data
 * is the same on every fresh database and a randomized test's failure can be replayed.
 */
export function seededRandom(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
