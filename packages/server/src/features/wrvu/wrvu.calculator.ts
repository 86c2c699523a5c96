import type { WrvuCode } from './wrvu-codes.ts';

export interface WrvuLineInput {
  cpt: string;
  volume: number;
}

export interface WrvuLineResult extends WrvuCode {
  volume: number;
  totalWorkRvus: number;
}

export interface WrvuResult {
  lines: WrvuLineResult[];
  totalWorkRvus: number;
  /** Dollars per wRVU. */
  conversionFactor: number;
  compensationCents: number;
}

/** Work RVUs carry two decimals: counting in hundredths keeps every sum exact. */
const hundredths = (value: number) => Math.round(value * 100);

/**
 * Total work RVUs (Σ work RVU × annual volume) and the compensation they earn at `conversionFactor` dollars per
 * wRVU. Lines for the same code are added together; lines with no volume are left out.
 */
export function computeWrvu(
  lines: readonly WrvuLineInput[],
  conversionFactor: number,
  codeOf: (cpt: string) => WrvuCode,
): WrvuResult {
  const volumes = new Map<string, number>();
  for (const line of lines) {
    if (line.volume > 0) volumes.set(line.cpt, (volumes.get(line.cpt) ?? 0) + line.volume);
  }
  let totalHundredths = 0;
  const results: WrvuLineResult[] = [];
  for (const [cpt, volume] of volumes) {
    const code = codeOf(cpt);
    const lineHundredths = hundredths(code.workRvu) * volume;
    totalHundredths += lineHundredths;
    results.push({ ...code, volume, totalWorkRvus: lineHundredths / 100 });
  }
  return {
    lines: results,
    totalWorkRvus: totalHundredths / 100,
    conversionFactor,
    compensationCents: Math.round((totalHundredths * hundredths(conversionFactor)) / 100),
  };
}
