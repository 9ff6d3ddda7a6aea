import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Config } from './config';
import type { Database } from './db/client';
import { createAuth, type Auth } from './auth/auth';
import { createSessionReader, type SessionReader } from './auth/session';
import { authRoutes } from './auth/routes';
import { resolveAuthSecret } from './auth/secret';
import { outboxMailer, smtpMailer, type Mailer } from './mail/mailer';
import { registerOriginGuard } from './http/origin';
import { registerSecurityHeaders } from './http/security-headers';
import { devOutboxRoutes } from './routes/dev-outbox';
import { answerClientError, answerFrameworkError, registerErrorHandling, sendApiNotFound } from './http/errors';
import { registerJsonBodyParser } from './http/json-body';
import { loggedPath } from './http/logged-path';
import { registerRequestLog } from './http/request-log';
import { registerSpa } from './http/spa';
import { registerCompression } from './http/compression';
import { healthRoutes } from './routes/health';
import { siteRoutes } from './routes/site';
import { analyzeRoutes } from './routes/analyze';
import { sessionRoutes } from './routes/sessions';
import { settingsRoutes } from './routes/settings';
import { createScorer, type Scorer } from './scoring/scorer';
import { systemClock, type Clock } from './clock';
import { createPaymentProvider, type PaymentProvider } from './payments/provider';
import { paymentRoutes } from './payments/routes';
import { billingRoutes } from './payments/billing-routes';
import { webhookRoutes } from './payments/webhook-route';
import rateLimit from '@fastify/rate-limit';
import { AppError } from './errors';
import { postgresRateLimitStore } from './http/rate-limit-store';
import { shareRoutes } from './routes/shares';
import { practiceRoutes } from './routes/practice';
import { publicReviewApiRoutes, sharedPageRoutes } from './routes/public-reviews';
import { AiReview } from './ai/ai-review';
import type { AiProvider } from './ai/provider';
import type { AiReviewWorkerOptions } from './ai/worker';
import { aiReviewRoutes } from './routes/ai-review';

export interface AppDeps {
  readonly config: Config;
  readonly database: Database;
  /** Defaults to SMTP when SMTP_URL is set, the development outbox otherwise. */
  readonly mailer?: Mailer;
  /** Defaults to SCORING_THREADS scoring threads; the app closes it. */
  readonly scorer?: Scorer;
  /** Now, for tier expiry, usage days and payment periods; tests move it. */
  readonly clock?: Clock;
  /** Defaults to the provider PAYMENTS mode names (Stripe, test mode, or none). */
  readonly paymentProvider?: PaymentProvider | null;
  /** AI review's provider (defaults to the one AI_PROVIDER names) and job worker timings; tests point them at fakes. */
  readonly ai?: { provider?: AiProvider; worker?: AiReviewWorkerOptions };
}

export function createMailer(config: Config): Mailer {
  if (config.smtpUrl) return smtpMailer(config.smtpUrl, config.mailFrom);
  // loadConfig refuses production without SMTP_URL; a Config built another way must not print links.
  if (config.env === 'production') throw new Error('SMTP_URL is required in production: the development outbox prints live links');
  return outboxMailer();
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** Reads the signed-in person of a request (guarded routes). */
    sessions: SessionReader;
    mailer: Mailer;
  }
}

/** Request logs: method, path, status and timing only — never bodies, cookies or auth headers. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; id: string; ip?: string }) => ({ id: req.id, method: req.method, url: loggedPath(req.url), ip: req.ip }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}

export async function buildApp({ config, database, mailer = createMailer(config), scorer = createScorer(config.scoringThreads), clock = systemClock, paymentProvider = createPaymentProvider(config.payments, database, clock), ai = {} }: AppDeps, options: { logger?: FastifyServerOptions['logger'] } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    // http/request-log.ts writes one line per request instead, API calls and errors only at info.
    // Fastify 5 takes this through a LogController (the top-level disableRequestLogging option is
    // deprecated, FSTDEP023, and goes in fastify@6).
    logController: new LogController({ disableRequestLogging: true }),
    // Bad percent-encoding, over-long ids and malformed requests answer {code, message} too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });

  // While shutting down, answers to in-flight requests close their keep-alive connection, so the
  // server can finish closing instead of waiting for clients to hang up.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Callback-style hooks: every request runs them, and an async hook costs a promise and a microtask hop.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('Connection', 'close');
    done(null, payload);
  });

  registerRequestLog(app);
  await registerCompression(app);
  registerSecurityHeaders(app, config.appOrigin);
  registerErrorHandling(app);
  registerJsonBodyParser(app);
  registerOriginGuard(app, config.appOrigin);

  const auth = createAuth({
    db: database.db,
    mailer,
    appOrigin: config.appOrigin,
    secret: resolveAuthSecret(config.authSecret, config.dataDir),
    rateLimitPerMinute: config.authRateLimitPerMinute,
    confirmationTtlSeconds: config.authConfirmationTtlSeconds,
  });
  app.decorate('auth', auth);
  app.decorate('sessions', await createSessionReader(auth, database, clock));
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
  app.addHook('onClose', async () => scorer.close());
  // Jobs run in every app process; a job a stopping process leaves is claimed again after its lease.
  const aiReview = new AiReview(database, config.ai, clock, app.log, ai);
  app.addHook('onReady', async () => aiReview.worker?.start());
  app.addHook('preClose', async () => aiReview.worker?.stop());

  // Per-route limits (public reviews, link creation) counted in the database; no global limit.
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(database.db),
    errorResponseBuilder: (_request, context) => new AppError('RATE_LIMITED', `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} s.`),
  });
  await app.register(healthRoutes, { database });
  await app.register(authRoutes, { auth, appOrigin: config.appOrigin });
  // The outbox lives in one process's memory: with several workers a request would see only its own.
  if (config.env !== 'production' && mailer.kind === 'outbox' && config.workers === 1) {
    await app.register(devOutboxRoutes, { mailer });
  }
  await app.register(
    async (api) => {
      await api.register(siteRoutes, { site: config.site });
      // Each guarded plugin answers 401 without a session; encapsulation keeps the guard inside it.
      await api.register(analyzeRoutes, { database, scorer, limits: config.tierLimits, clock, aiReview });
      await api.register(aiReviewRoutes, { aiReview, database, clock });
      const payments = { database, provider: paymentProvider, settings: config.payments, limits: config.tierLimits, clock };
      await api.register(paymentRoutes, payments);
      await api.register(billingRoutes, payments);
      // Stripe calls it without a session and signs the raw body: its own plugin and body parser.
      await api.register(webhookRoutes, payments);
      await api.register(sessionRoutes, { database });
      await api.register(settingsRoutes, { database });
      await api.register(shareRoutes, { database, appOrigin: config.appOrigin });
      await api.register(publicReviewApiRoutes, { database });
      await api.register(practiceRoutes, { database });
      // Unknown routes inside the API answer JSON 404, never the web app.
      api.setNotFoundHandler(sendApiNotFound);
    },
    { prefix: '/api/v1' },
  );

  await app.register(sharedPageRoutes, { database, config });
  await registerSpa(app, config);
  return app;
}
