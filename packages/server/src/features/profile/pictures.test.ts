import { beforeAll, describe, expect, it } from 'vitest';
import { api, type TestUser } from '../../test/api.ts';
import { multipart, png, type Signed, useProfileWorld } from './profile-fixtures.ts';

/** Pictures and avatars. */

const world = useProfileWorld();
const { t, auditRows } = world;
let host: Signed;
let other: Signed;
let admin: Signed;
beforeAll(() => {
  ({ host, other, admin } = world.people);
});

describe('pictures and avatars', () => {
  const pictureUrl = (who: TestUser, type: string) =>
    `/api/profilePicture/${who.organizationId}/${who.id}/${type}`;
  const avatarUrl = (who: TestUser, type: string) =>
    `/api/profile/avatar/${who.organizationId}/${who.id}/${type}`;

  it('stores a practice picture in the logos folder and serves it', async () => {
    const response = await api(t.app, {
      method: 'POST',
      url: pictureUrl(host, 'organization'),
      session: host.session,
      ...multipart('logo.png', 'image/png', png()),
    });
    expect(response.statusCode).toBe(200);
    const { organization } = response.json().result;
    expect(organization.profilePicFileName).toMatch(/\.png$/);
    const served = await api(t.app, {
      method: 'GET',
      url: `/api/no-auth/download-file/${organization.profilePicFileName}/logos`,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses anything but png or jpeg with the spec’s message', async () => {
    const response = await api(t.app, {
      method: 'POST',
      url: pictureUrl(host, 'user'),
      session: host.session,
      ...multipart('notes.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n')),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('notes.pdf is not a png/jpeg file');
  });

  it('makes an uploaded picture the avatar, and lets the person choose another', async () => {
    const uploaded = await api(t.app, {
      method: 'POST',
      url: pictureUrl(host, 'user'),
      session: host.session,
      ...multipart('me.png', 'image/png', png()),
    });
    const profile = uploaded.json().result;
    expect(profile.profilePic).toBe(profile.picture.id);
    const chosen = await api(t.app, {
      method: 'PUT',
      url: avatarUrl(host, 'user'),
      session: host.session,
      payload: { imageId: 'femaleAvatar' },
    });
    expect(chosen.json().result).toMatchObject({
      profilePic: 'femaleAvatar',
      picture: { id: profile.picture.id },
    });
    const back = await api(t.app, {
      method: 'PUT',
      url: avatarUrl(host, 'user'),
      session: host.session,
      payload: { imageId: profile.picture.id },
    });
    expect(back.json().result.profilePic).toBe(profile.picture.id);
    const stranger = await api(t.app, {
      method: 'PUT',
      url: avatarUrl(host, 'user'),
      session: host.session,
      payload: { imageId: 'someone-elses-file' },
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('offers a practice no avatar choices', async () => {
    const response = await api(t.app, {
      method: 'PUT',
      url: avatarUrl(host, 'organization'),
      session: host.session,
      payload: { imageId: 'building' },
    });
    expect(response.statusCode).toBe(400);
    const cleared = await api(t.app, {
      method: 'PUT',
      url: avatarUrl(host, 'organization'),
      session: host.session,
      payload: { imageId: 'initials' },
    });
    expect(cleared.json().result.organization.profilePic).toBeNull();
  });

  it('refuses another user’s or practice’s picture (404) before reading the upload; admins may', async () => {
    for (const type of ['user', 'organization']) {
      const response = await api(t.app, {
        method: 'POST',
        url: pictureUrl(other, type),
        session: host.session,
        ...multipart('x.png', 'image/png', png()),
      });
      expect(response.statusCode).toBe(404);
    }
    const storedBy = await t.app.db
      .selectFrom('stored_file')
      .select('id')
      .where('owner_user_id', '=', host.id)
      .execute();
    expect(storedBy).toHaveLength(2);
    const byAdmin = await api(t.app, {
      method: 'PUT',
      url: avatarUrl(other, 'user'),
      session: admin.session,
      payload: { imageId: 'building' },
    });
    expect(byAdmin.json().result.profilePic).toBe('building');
    expect((await auditRows(other.id)).at(-1)).toMatchObject({ event_code: 'RCUP', user_id: admin.id });
  });
});
