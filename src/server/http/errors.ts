import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ZodError } from 'zod';
import { AppError, type ErrorCode } from '../errors';

/** Connection-level failures that mean "the database is not answering", not "the request is wrong". */
const DB_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && DB_DOWN_CODES.has(code)) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && /Connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable|connection error|PGlite is closed|database is closed|did not answer within|Cannot use a pool after calling end/i.test(message)) {
      return true;
    }
  }
  return false;
}

function fromStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 405:
      return 'METHOD_NOT_ALLOWED';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
  }
}

/** Turns any thrown value into the API's error shape. Unknown errors never leak their text or stack. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof ZodError) {
    return new AppError(
      'VALIDATION_ERROR',
      'The request is not valid',
      err.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    );
  }
  if (isDatabaseUnavailable(err)) {
    return new AppError('SERVICE_UNAVAILABLE', 'The database is not available. Please try again shortly.');
  }
  const fe = err as Partial<FastifyError>;
  if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large');
  if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type; send application/json');
  if (fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return new AppError('INVALID_JSON', 'The request body is empty but its content type is JSON');
  if (fe.statusCode === 400 && (err instanceof SyntaxError || fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY')) {
    return new AppError('INVALID_JSON', 'The request body is not valid JSON');
  }
  if (fe.validation) {
    return new AppError('VALIDATION_ERROR', fe.message ?? 'The request is not valid', fe.validation);
  }
  if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    return new AppError(fromStatus(fe.statusCode), fe.message ?? 'Bad request');
  }
  return new AppError('INTERNAL_ERROR', 'Something went wrong on our side. Please try again.');
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const appError = toAppError(err);
    if (appError.status >= 500) {
      request.log.error({ err }, 'request failed');
    } else {
      request.log.info({ code: appError.code }, 'request rejected');
    }
    return reply.status(appError.status).type('application/json; charset=utf-8').send(appError.toBody());
  });
}

export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?', 1)[0];
  return reply
    .status(404)
    .type('application/json; charset=utf-8')
    .send(new AppError('NOT_FOUND', `No API route ${request.method} ${path}`).toBody());
}

/**
 * Errors Fastify meets before routing (bad percent-encoding, a path parameter over the router's
 * length limit) get the API's shape instead of Fastify's own body. No resource has an id that
 * long, so the second is a plain 404.
 */
export function answerFrameworkError(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const appError =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new AppError('NOT_FOUND', 'Nothing here has an id that long')
      : err.code === 'FST_ERR_BAD_URL'
        ? new AppError('BAD_REQUEST', 'The address is not valid (bad percent-encoding)')
        : toAppError(err);
  request.log.info({ code: appError.code }, 'request rejected');
  void reply.status(appError.status).type('application/json; charset=utf-8').send(appError.toBody());
}

/**
 * Requests Node's HTTP parser refuses (a malformed Content-Length, oversized headers, a timeout)
 * never reach Fastify: the answer is written on the socket, in the same `{code, message}` shape.
 */
export function answerClientError(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const appError =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? new AppError('REQUEST_TIMEOUT', 'The request took too long to arrive')
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? new AppError('HEADERS_TOO_LARGE', 'The request headers are too large')
        : new AppError('BAD_REQUEST', 'The request is not valid HTTP');
  const body = JSON.stringify(appError.toBody());
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${appError.status} ${STATUS_CODES[appError.status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
