import {
  API,
  announcements,
  announcementsQuery,
  footerPage,
  footerPageList,
  footerPageParams,
  noticePage,
  noticesQuery,
  ok,
  permission,
  permissionQuery,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { requestLanguage } from '../../http/language.ts';
import * as content from './content.ts';
import type { Viewer } from './content-queries.ts';
import type { GeoIp } from './geoip.ts';
import { isPlausibleHost } from './host.ts';
import { buildPermission } from './info.ts';
import { locateVisitor } from './service.ts';

export type PlatformRoutesOptions = { db: Db; geoIp: GeoIp };

const tags = ['platform'];

/** Who asks, for the announcements' audience: the session's member (set by the auth plugin), else a visitor. */
function viewerOf(request: FastifyRequest): Viewer {
  return request.member ? { rankLevel: request.member.rankLevel } : null;
}

export const platformRoutes: FastifyPluginAsyncZod<PlatformRoutesOptions> = async (app, { db, geoIp }) => {
  app.get(
    API.permission,
    {
      schema: {
        tags,
        summary:
          'System status (0 normal, 1 maintenance, 2 region restricted), visitor location, merchant settings',
        querystring: permissionQuery,
        response: { 200: ok(permission) },
      },
    },
    async (request, reply) => {
      if (request.query.url !== undefined && !isPlausibleHost(request.query.url))
        throw new AppError('invalid_url');
      reply.header('cache-control', 'no-store');
      return { success: true as const, value: await buildPermission(db, locateVisitor(geoIp, request.ip)) };
    },
  );

  app.get(
    API.announcements,
    {
      schema: {
        tags,
        summary:
          'Banners, player notices, popup, promotions and headlines in force for the caller (visitor or member)',
        querystring: announcementsQuery,
        response: { 200: ok(announcements) },
      },
    },
    async (request) => {
      const types = content.parseTypes(request.query.types);
      return {
        success: true as const,
        value: await content.announcements(db, viewerOf(request), types, requestLanguage(request)),
      };
    },
  );

  app.get(
    API.notices,
    {
      schema: {
        tags,
        summary: 'Player notices, newest first, nine a page by default',
        querystring: noticesQuery,
        response: { 200: ok(noticePage) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await content.noticePage(db, viewerOf(request), request.query, requestLanguage(request)),
    }),
  );

  app.get(
    API.footerPages,
    {
      schema: {
        tags,
        summary: 'Footer pages (about, contact, terms…)',
        response: { 200: ok(footerPageList) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await content.footerPages(db, requestLanguage(request)),
    }),
  );

  app.get(
    `${API.footerPages}/:slug`,
    {
      schema: {
        tags,
        summary: 'One footer page',
        params: footerPageParams,
        response: { 200: ok(footerPage) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await content.footerPage(db, request.params.slug, requestLanguage(request)),
    }),
  );
};
