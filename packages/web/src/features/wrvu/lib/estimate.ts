/**
 * The live estimate on the page: Σ work RVU × annual volume, times dollars per wRVU. Counted in hundredths so
 * sums are exact; the server computes the emailed figures the same way from the published values.
 */
const hundredths = (value: number) => Math.round(value * 100);

export function estimate(
  rows: readonly { workRvu: number; volume: number }[],
  conversionFactor: number,
): { totalWorkRvus: number; compensationCents: number } {
  let total = 0;
  for (const row of rows) {
    if (Number.isFinite(row.volume) && row.volume > 0)
      total += hundredths(row.workRvu) * Math.floor(row.volume);
  }
  const factor = Number.isFinite(conversionFactor) && conversionFactor > 0 ? hundredths(conversionFactor) : 0;
  return { totalWorkRvus: total / 100, compensationCents: Math.round((total * factor) / 100) };
}
