import { language, RESOURCE_TYPES } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { requestLanguage } from '../../http/language.ts';
import { localise } from './content.ts';
import { selectBanner } from './content-queries.ts';
import { QR_RESOURCE_TYPES } from './info.ts';
import { bannerSvg, qrSvg } from './media.ts';
import { selectResource } from './queries.ts';

const SVG = 'image/svg+xml; charset=utf-8';
const CACHE = 'public, max-age=300';

const qrParams = z.object({ type: z.enum(RESOURCE_TYPES, { error: 'not_found' }) });
const bannerParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,17}$/, { error: 'not_found' })
    .transform(BigInt),
});

/** Images the server draws: QR codes of the app-download resources and the announcement banners. */
export const mediaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/media/qr/:type.svg',
    { schema: { tags: ['media'], summary: 'QR code of an app-download resource', params: qrParams } },
    async (request, reply) => {
      const type = request.params.type;
      const resource = QR_RESOURCE_TYPES.includes(type) ? await selectResource(db, type) : undefined;
      if (!resource) throw new AppError('not_found');
      return reply
        .type(SVG)
        .header('cache-control', CACHE)
        .send(await qrSvg(resource.url));
    },
  );

  app.get(
    '/media/banners/:id.svg',
    {
      schema: {
        tags: ['media'],
        summary: 'Banner image of a B announcement',
        params: bannerParams,
        querystring: z.object({ lang: language.optional() }),
      },
    },
    async (request, reply) => {
      const banner = await selectBanner(db, request.params.id);
      if (!banner) throw new AppError('not_found');
      const { lang } = request.query;
      const title = localise(banner.title, lang ?? requestLanguage(request));
      return reply
        .type(SVG)
        .header('cache-control', CACHE)
        .header('vary', 'x-lang, accept-language')
        .send(bannerSvg(banner.id, title));
    },
  );
};
