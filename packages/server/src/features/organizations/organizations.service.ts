import type { OrganizationUpdate, OrganizationView } from '@carespace/domain';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { organizationById, signedIn, targetOrganization } from '../profile/profile.access.ts';
import { organizationView } from '../profile/profile.service.ts';
import { activeMemberIds, updateOrganization } from './organizations.repository.ts';

export const ORGANIZATION_MESSAGES = {
  noOrganization: 'Your account has no practice to edit yet.',
} as const;

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * PUT /api/organization: a member edits their own practice, an admin any (by id). The position comes from the
 * ZIP code on the server (ctx.ports.geo), never from the browser; an unknown ZIP keeps the address and clears the
 * position rather than refusing the save.
 */
export async function saveOrganization(
  ctx: RequestContext,
  body: OrganizationUpdate,
): Promise<OrganizationView> {
  const actor = signedIn(ctx);
  const id = body.id ?? actor.organizationId;
  if (!id) throw badRequest(ORGANIZATION_MESSAGES.noOrganization);
  const organization = await targetOrganization(ctx, id);
  const address = body.address;
  const located = address ? ctx.ports.geo.lookupZip(address.zipcode) : null;
  const columns = {
    name: body.name,
    email: blankToNull(body.email),
    phone: blankToNull(body.phone),
    website: blankToNull(body.website),
    fax: blankToNull(body.fax),
    ein: blankToNull(body.ein),
    ...(address
      ? {
          address_line_one: address.addressLineOne,
          address_line_two: blankToNull(address.addressLineTwo),
          city: address.city,
          us_state: address.usState,
          zipcode: address.zipcode,
          latitude: located?.latitude ?? null,
          longitude: located?.longitude ?? null,
        }
      : {}),
  };
  try {
    await updateOrganization(ctx.db, organization.id, columns);
  } catch (error) {
    throw new AppError('UNABLE_TO_UPDATE_ORGANIZATION', undefined, { cause: error });
  }
  await ctx.audit({
    eventCode: 'RCUP',
    entityType: 'organization',
    entityId: organization.id,
    details: {
      fields: Object.keys(columns),
      ...(actor.organizationId !== organization.id ? { by: 'admin' } : {}),
    },
  });
  return organizationView(ctx, (await organizationById(ctx.db, organization.id))!);
}

/** A practice's active members: whom chat, introductions and matches notify on the practice's behalf. */
export function practiceMemberIds(
  ctx: Pick<RequestContext, 'db'>,
  organizationId: string,
): Promise<string[]> {
  return activeMemberIds(ctx.db, organizationId);
}
