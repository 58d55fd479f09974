import { ACCOUNTS_API, AVATAR_CHOICES, AVATAR_MAX_BYTES, avatarBody, avatarInfo, ok } from '@app/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { currentMember, requireMember, requireRealMember } from '../session/auth-plugin.ts';
import * as avatars from './avatar.ts';
import { staticAvatarSvg } from './avatar-svg.ts';

const tags = ['accounts: avatar'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Reads the one `file` part of a multipart upload, at most AVATAR_MAX_BYTES (413 `upload_too_large`). */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type');
  try {
    const part = await request.file({
      limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 4, parts: 5 },
    });
    if (part?.fieldname !== 'file') throw new AppError('validation_error', { file: 'required' });
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('upload_too_large');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('validation_error', { file: 'one_file' });
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('unsupported_media_type');
    // busboy's complaints about a malformed body ("Unexpected end of form", bad boundary…)
    if (error instanceof Error && !code) throw new AppError('validation_error');
    throw error;
  }
}

/** The member's avatar (static choice or upload) and the images behind the avatar addresses. */
export const avatarRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Parsers are scoped to this plugin; skip when the app already parses multipart for everyone.
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
  }

  app.get(
    ACCOUNTS_API.avatar,
    {
      preHandler: requireMember,
      schema: { tags, summary: 'The avatar and the static choices', response: { 200: ok(avatarInfo) } },
    },
    async (request) => ({
      success: true as const,
      value: await avatars.avatarInfo(db, currentMember(request).id),
    }),
  );

  app.put(
    ACCOUNTS_API.avatar,
    {
      preHandler: requireRealMember,
      schema: {
        tags,
        summary: 'Choose a static avatar',
        body: avatarBody,
        response: { 200: ok(avatarInfo) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await avatars.chooseStaticAvatar(db, currentMember(request).id, request.body.avatar),
    }),
  );

  app.post(
    ACCOUNTS_API.avatarUpload,
    {
      preHandler: requireRealMember,
      schema: {
        tags,
        summary: 'Upload an avatar: multipart field `file`, png or jpeg by content, at most 2 MiB',
        consumes: ['multipart/form-data'],
        response: { 200: ok(avatarInfo) },
      },
    },
    async (request) => {
      const { id } = currentMember(request);
      const bytes = await readUpload(request);
      return { success: true as const, value: await avatars.uploadAvatar(db, id, bytes) };
    },
  );

  app.get(
    '/media/avatars/:name.svg',
    {
      schema: {
        tags: ['media'],
        summary: 'A static avatar',
        params: z.object({ name: z.enum(AVATAR_CHOICES, { error: 'not_found' }) }),
      },
    },
    async (request, reply) =>
      reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(staticAvatarSvg(request.params.name)),
  );

  app.get(
    '/media/avatars/custom/:memberId/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'An uploaded avatar (the address changes with each upload, so it is cached for good)',
        params: z.object({
          memberId: z.string().regex(/^[1-9][0-9]{0,17}$/, { error: 'not_found' }),
          file: z.string().max(32),
        }),
      },
    },
    async (request, reply) => {
      const image = await avatars.avatarImage(db, BigInt(request.params.memberId), request.params.file);
      if (!image) throw new AppError('not_found');
      return reply
        .type(image.content_type)
        .header('cache-control', IMMUTABLE)
        .header('content-security-policy', "default-src 'none'")
        .header('content-disposition', 'inline')
        .send(image.bytes);
    },
  );
};
