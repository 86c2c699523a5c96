import { VALIDATION } from '@carespace/domain';
import type { ZipLocation } from '../../adapters/geo/geo.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { RequestContext } from '../../plugins/request-context.ts';

export function lookupZip(ctx: RequestContext, zipcode: string): ZipLocation {
  const location = ctx.ports.geo.lookupZip(zipcode);
  if (!location) throw badRequest(VALIDATION.zipcodeLookup);
  return location;
}
