import { existsSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { API } from '@app/contracts';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createPayments, type Payments } from './adapters/payments/index.ts';
import type { Config } from './config.ts';
import { followDatabaseClock } from './db/clock.ts';
import { type Db, databaseReady } from './db/database.ts';
import { answerClientError, answerFrameworkError } from './http/client-errors.ts';
import { registerErrorHandler, sendError } from './http/error-handler.ts';
import { inlineScriptHashes } from './http/inline-scripts.ts';
import { landingPages } from './http/landing-pages.ts';
import { memoiseQueryValidation } from './http/memoised-validator.ts';
import { registerOnePerMember } from './http/one-per-member.ts';
import { quietRequests, registerRequestLog, serverLogOptions } from './http/request-log.ts';
import { responseSerializerCompiler } from './http/response-serializer.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerTextInputGuard } from './http/text-input-guard.ts';
import { createJobQueue, type JobQueue } from './jobs/queue.ts';
import {
  accountsModule,
  authPlugin,
  oauthModule,
  securityModule,
  verifyAuthenticatorCode,
} from './modules/accounts/index.ts';
import { gamesForWallet, gamesModule } from './modules/games/index.ts';
import { lotteryModule } from './modules/lottery/index.ts';
import { messagesModule } from './modules/messages/index.ts';
import { operatorModule } from './modules/operator/index.ts';
import { accessGate, type GeoIp, geoIpLite, platformModule } from './modules/platform/index.ts';
import { promotionsModule, registrationGiftHook } from './modules/promotions/index.ts';
import { studioModule } from './modules/studio/index.ts';
import { walletModule } from './modules/wallet/index.ts';

export type AppDeps = {
  config: Config;
  db: Db;
  logger?: FastifyBaseLogger | boolean;
  geoIp?: GeoIp;
  /** The job queue requests send work to; by default a send-only one of the app's own, closed with it. */
  queue?: JobQueue;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment gateways of this configuration (main.ts hands them to the job workers). */
    payments: Payments;
  }
}

/** Builds the Fastify instance: plugins, then modules, then the web app. Used by main.ts and by tests. */
export async function buildApp({ config, db, logger = false, geoIp = geoIpLite(), queue }: AppDeps) {
  const app = Fastify({
    ...(logger === true
      ? serverLogOptions(config)
      : logger === false
        ? { logger: false }
        : { loggerInstance: logger, logController: quietRequests() }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // what Node's HTTP parser refuses (over-long URL or headers, garbage) still answers a failure with a code
    clientErrorHandler: answerClientError,
    // and so does what the router refuses (an over-long path parameter, a path that is not valid UTF-8)
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  registerOnePerMember(app, config.memberRequestGuard);
  app.setValidatorCompiler(memoiseQueryValidation(validatorCompiler));
  app.setSerializerCompiler(responseSerializerCompiler({ check: config.checkResponses }));
  registerErrorHandler(app);
  registerRequestLog(app);
  // before every module, so each route inherits it: no control characters in any query, path or body
  registerTextInputGuard(app);

  // helmet's headers, computed once; before every hook that may answer early, so those answers carry them too
  await registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: [
          "'self'",
          ...inlineScriptHashes([
            path.join(config.webDist, 'index.html'),
            ...landingPages(config.webDist).files,
          ]),
        ],
        frameSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        // only behind https (COOKIE_SECURE): over plain http on an address other than localhost, the browser
        // would rewrite every asset to https and show a blank page
        upgradeInsecureRequests: config.cookieSecure ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // only writes carry a body: reads skip the request-decompression hook @fastify/compress gives every route
  // (registered first, so it runs before that plugin's onRoute hook)
  app.addHook('onRoute', (route) => {
    const reads = [route.method].flat().every((method) => method === 'GET' || method === 'HEAD');
    if (reads && route.decompress === undefined) route.decompress = false;
  });
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // brotli's default quality (11) is meant for files compressed once; per response it costs more CPU than the
    // handler. Quality 4 still beats gzip on size at a fraction of the time.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  // spec §7: the forgot-password call is form-encoded
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  // always registered: routes with limits of their own (logins, codes, gateway callbacks) keep them even when
  // the general per-IP limit is off (RATE_LIMIT_PER_MINUTE=0, for benchmarks)
  await app.register(rateLimit, {
    global: config.rateLimitPerMinute > 0,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // a page load fetches a score of hashed build files, cached for a year: they cost nothing and must not use
    // up the visitor's allowance (a 429 on a chunk breaks the page)
    allowList: (request) => request.method === 'GET' && request.url.startsWith('/assets/'),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      code: 'FST_ERR_RATE_LIMIT_EXCEEDED',
    }),
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Player site API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  app.get(API.healthz, { config: { rateLimit: false } }, async () => ({
    success: true as const,
    value: 'ok',
  }));
  app.get(API.readyz, { config: { rateLimit: false } }, async (request, reply) => {
    if (await databaseReady(db)) return { success: true as const, value: 'ready' };
    return sendError(request, reply, 'service_unavailable');
  });

  // the database's clock, which the feeds and answers tell players (serverTime)
  const stopClock = followDatabaseClock(db);
  app.addHook('onClose', async () => stopClock());
  await app.register(accessGate, { db, config, geoIp });
  // the session of every API request (request.member) and the CSRF check, before any module's routes
  await app.register(authPlugin, { db, config });
  await app.register(platformModule, { db, config, geoIp });
  await app.register(gamesModule, { db, config });
  const jobs = queue ?? (await createJobQueue(db, { log: (m, err) => app.log.warn({ err }, m) }));
  if (!queue) app.addHook('onClose', () => jobs.stop());
  const onRegistered = registrationGiftHook({ db, queue: jobs, log: (m, err) => app.log.error({ err }, m) });
  await app.register(accountsModule, {
    db,
    config,
    checkAuthenticator: verifyAuthenticatorCode,
    onRegistered,
  });
  await app.register(securityModule, { db, config });
  await app.register(messagesModule, { db });
  await app.register(promotionsModule, { db });
  await app.register(oauthModule, { db, config, onRegistered });
  const payments = await createPayments(db, config);
  app.decorate('payments', payments);
  await app.register(walletModule, { db, config, payments, queue: jobs, games: gamesForWallet });
  await app.register(operatorModule, { db, config, gateways: payments.gateways });
  await app.register(studioModule, { db, config });
  await app.register(lotteryModule, { db, queue: jobs });

  await registerWebApp(app, config.webDist);
  return app;
}

/**
 * Serves the built web app; unknown non-API paths get index.html (or their landing document, http/landing-pages.ts)
 * so the client router shows its not-found page.
 */
async function registerWebApp(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  const landing = landingPages(webDist);
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
  // The studio's game client is a build entry of its own, opened in the /game frame.
  if (existsSync(path.join(webDist, 'play', 'index.html'))) {
    app.get('/play/', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('play/index.html'),
    );
  }
  app.setNotFoundHandler((request, reply) => {
    // API, media and build-asset paths answer a real 404 (a missing chunk must fail loudly, not load HTML).
    const isApi = /^\/(api|media|assets|play\/assets)\//.test(request.url);
    if (isApi || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(request, reply, 'route_not_found');
    }
    return reply.header('cache-control', 'no-cache').sendFile(landing.documentFor(request.url));
  });
}
