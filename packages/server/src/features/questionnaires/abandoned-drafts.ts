import type { RequestContext } from '../../plugins/request-context.ts';
import * as repo from './questionnaires.repository.ts';

// ---- abandoned drafts ----

/** How long an anonymous draft lives: the draft cookie's lifetime. */
export const DRAFT_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Health answers nobody can open any more are not kept: once a draft's cookie has expired, the unclaimed draft,
 * its answers and its uploads are deleted. Runs in small batches whenever a visitor starts a draft.
 */
export async function purgeAbandonedDrafts(
  ctx: RequestContext,
  now = new Date(),
  limit = 50,
): Promise<number> {
  const { ids, files } = await repo.deleteAbandonedDrafts(
    ctx.db,
    new Date(now.getTime() - DRAFT_LIFETIME_MS),
    limit,
  );
  await Promise.allSettled(files.map((file) => ctx.ports.files.delete(file.folder, file.file_name)));
  for (const id of ids) {
    await ctx.audit({
      eventCode: 'RCUP',
      userId: null,
      entityType: 'patient_questionnaire',
      entityId: id,
      details: { action: 'abandoned draft deleted' },
    });
  }
  for (const file of files) {
    await ctx.audit({
      eventCode: 'FDEL',
      userId: null,
      entityType: 'file',
      entityId: file.id,
      details: { folder: file.folder, reason: 'abandoned draft' },
    });
  }
  return ids.length;
}
