import { existsSync } from 'node:fs';
import path from 'node:path';
import { API } from '@app/contracts';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { registerErrorHandler, sendError } from './http/error-handler.ts';
import { accountsModule, authPlugin } from './modules/accounts/index.ts';
import { oauthModule } from './modules/accounts/oauth/index.ts';
import { securityModule, verifyAuthenticatorCode } from './modules/accounts/security/index.ts';
import { gamesModule } from './modules/games/index.ts';
import { operatorModule } from './modules/operator/index.ts';
import { accessGate, type GeoIp, geoIpLite, platformModule } from './modules/platform/index.ts';
import { walletModule } from './modules/wallet/index.ts';

export type AppDeps = { config: Config; db: Db; logger?: FastifyBaseLogger | boolean; geoIp?: GeoIp };

/** Builds the Fastify instance: plugins, then modules, then the web app. Used by main.ts and by tests. */
export async function buildApp({ config, db, logger = false, geoIp = geoIpLite() }: AppDeps) {
  const app = Fastify({
    logger: logger === true ? { level: config.logLevel } : logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        frameSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  // spec §7: the forgot-password call is form-encoded
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  if (config.rateLimitPerMinute > 0) {
    await app.register(rateLimit, {
      max: config.rateLimitPerMinute,
      timeWindow: '1 minute',
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        code: 'FST_ERR_RATE_LIMIT_EXCEEDED',
      }),
    });
  }
  await app.register(swagger, {
    openapi: { info: { title: 'Player site API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  app.get(API.healthz, { config: { rateLimit: false } }, async () => ({
    success: true as const,
    value: 'ok',
  }));

  await app.register(accessGate, { db, config, geoIp });
  // the session of every API request (request.member) and the CSRF check, before any module's routes
  await app.register(authPlugin, { db, config });
  await app.register(platformModule, { db, config, geoIp });
  await app.register(gamesModule, { db, config });
  await app.register(accountsModule, { db, config, checkAuthenticator: verifyAuthenticatorCode });
  await app.register(securityModule, { db, config });
  await app.register(oauthModule, { db, config });
  await app.register(walletModule, { db, sandboxSecret: config.paymentSandboxSecret });
  await app.register(operatorModule, { db, config });

  await registerWebApp(app, config.webDist);
  return app;
}

/** Serves the built web app; unknown non-API paths get index.html so the client router shows its not-found page. */
async function registerWebApp(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      // Hashed build assets never change; everything else is revalidated.
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // API, media and build-asset paths answer a real 404 (a missing chunk must fail loudly, not load HTML).
    const isApi = /^\/(api|media|assets)\//.test(request.url);
    if (isApi || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(request, reply, 'route_not_found');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
