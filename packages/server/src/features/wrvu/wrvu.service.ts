import { AppError, badRequest } from '../../lib/app-error.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { computeWrvu, type WrvuLineInput, type WrvuResult } from './wrvu.calculator.ts';
import { wrvuResultsEmail } from './wrvu.emails.ts';
import { allWrvuCodes, allWrvuSpecialties, findWrvuCode } from './wrvu.repository.ts';
import { DEFAULT_CONVERSION_FACTOR, WRVU_SOURCE } from './wrvu-codes.ts';

export function wrvuCatalogue() {
  return {
    codes: [...allWrvuCodes()],
    specialties: allWrvuSpecialties().map((specialty) => ({ ...specialty, codes: [...specialty.codes] })),
    defaultConversionFactor: DEFAULT_CONVERSION_FACTOR,
    source: { ...WRVU_SOURCE },
  };
}

/** Computes on the server from the published values (never the browser's numbers). */
export function calculateWrvu(lines: readonly WrvuLineInput[], conversionFactor: number): WrvuResult {
  return computeWrvu(lines, conversionFactor, (cpt) => {
    const code = findWrvuCode(cpt);
    if (!code) throw badRequest(`Unknown CPT code ${cpt}. Please choose a code from the list.`);
    return code;
  });
}

export async function emailWrvuResults(
  ctx: RequestContext,
  request: { email: string; lines: readonly WrvuLineInput[]; conversionFactor: number },
): Promise<WrvuResult> {
  const result = calculateWrvu(request.lines, request.conversionFactor);
  try {
    await ctx.ports.mailer.send(wrvuResultsEmail(request.email, result, ctx.config.publicUrl));
  } catch (cause) {
    throw new AppError('UNABLE_TO_SEND_WRVU_RESULTS', undefined, { cause });
  }
  return result;
}
