import { lineWorkRvus, wrvuEstimate } from '@carespace/domain';
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

/**
 * Total work RVUs (Σ work RVU × annual volume) and the compensation they earn at `conversionFactor` dollars per
 * wRVU, by the same arithmetic as the page's live estimate (domain `wrvuEstimate`). Lines for the same code are
 * added together; lines with no volume are left out.
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
  const results: WrvuLineResult[] = [...volumes].map(([cpt, volume]) => {
    const code = codeOf(cpt);
    return { ...code, volume, totalWorkRvus: lineWorkRvus(code.workRvu, volume) };
  });
  return { lines: results, conversionFactor, ...wrvuEstimate(results, conversionFactor) };
}
