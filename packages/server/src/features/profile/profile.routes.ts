import {
  avatarUpdateSchema,
  pictureParamsSchema,
  profileQuerySchema,
  profileUpdateSchema,
  profileViewSchema,
} from '@carespace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/guards.ts';
import { readUploads } from '../files/upload-reader.ts';
import { setAvatar, uploadPicture } from './picture.service.ts';
import { getProfile, updateProfile } from './profile.service.ts';

/** The account page's profile calls. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'Your profile; admins may name another user',
        querystring: profileQuerySchema,
        response: responses(profileViewSchema),
      },
    },
    async (request) => ok(await getProfile(request.ctx, request.query.userId)),
  );

  app.put(
    '/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'Saves your profile (admins: anyone’s, by id)',
        body: profileUpdateSchema,
        response: responses(profileViewSchema),
      },
    },
    async (request) => ok(await updateProfile(request.ctx, request.body)),
  );

  app.post(
    '/profilePicture/:organizationId/:userId/:type',
    {
      schema: {
        tags: ['profile'],
        summary: 'Uploads a profile picture or practice logo (multipart, field "file"; png or jpeg)',
        consumes: ['multipart/form-data'],
        params: pictureParamsSchema,
        response: responses(profileViewSchema),
      },
    },
    async (request) =>
      ok(await uploadPicture(request.ctx, request.params, () => readUploads(request, { single: true }))),
  );

  app.put(
    '/profile/avatar/:organizationId/:userId/:type',
    {
      schema: {
        tags: ['profile'],
        summary: 'Chooses the avatar (initials, male or female avatar, building, or the uploaded picture)',
        params: pictureParamsSchema,
        body: avatarUpdateSchema,
        response: responses(profileViewSchema),
      },
    },
    async (request) => ok(await setAvatar(request.ctx, request.params, request.body)),
  );
};
