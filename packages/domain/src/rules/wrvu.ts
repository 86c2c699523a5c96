/**
 * wRVU arithmetic, shared by the calculator page (live estimate) and the server (the emailed figures): Σ work RVU ×
 * annual volume, times dollars per wRVU. Work RVUs carry two decimals, so counting in hundredths keeps every sum
 * exact (0.18 × 7 = 1.26, not 1.2600000000000002).
 */
const hundredths = (value: number) => Math.round(value * 100);

/** Volumes that count: whole, positive numbers (a half-typed or empty field counts as none). */
function countedVolume(volume: number): number {
  return Number.isFinite(volume) && volume > 0 ? Math.floor(volume) : 0;
}

/** The work RVUs of one code at an annual volume. */
export function lineWorkRvus(workRvu: number, volume: number): number {
  return (hundredths(workRvu) * countedVolume(volume)) / 100;
}

/** Total work RVUs of the rows and the compensation they earn at `conversionFactor` dollars per wRVU. */
export function wrvuEstimate(
  rows: readonly { workRvu: number; volume: number }[],
  conversionFactor: number,
): { totalWorkRvus: number; compensationCents: number } {
  let total = 0;
  for (const row of rows) total += hundredths(row.workRvu) * countedVolume(row.volume);
  const factor = Number.isFinite(conversionFactor) && conversionFactor > 0 ? hundredths(conversionFactor) : 0;
  return { totalWorkRvus: total / 100, compensationCents: Math.round((total * factor) / 100) };
}
