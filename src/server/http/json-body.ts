import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/**
 * The deepest JSON body the API takes. Every request body of the product and of Better Auth is a
 * few levels deep; code that walks a value recursively (Better Auth's mount re-serialises the
 * body, zod validates it) overflows the stack long before 100,000 levels.
 */
export const MAX_JSON_DEPTH = 32;

/** Whether `value` nests objects or arrays deeper than `max`, found without recursion. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: { value: object; depth: number }[] = [];
  if (typeof value === 'object' && value !== null) stack.push({ value, depth: 1 });
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (item.depth > max) return true;
    for (const child of Array.isArray(item.value) ? item.value : Object.values(item.value)) {
      if (typeof child === 'object' && child !== null) stack.push({ value: child, depth: item.depth + 1 });
    }
  }
  return false;
}

/**
 * JSON bodies as Fastify parses them (its own parser, with prototype-poisoning protection), then
 * refused with 400 when nested too deeply — on every route, /api/auth included, before a handler
 * or validator sees them. JSON.parse itself is not recursive in V8; what comes after may be.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs: 'string' hands over a string; the type allows a Buffer for other parsers.
    parseJson(request, body as string, (err, value) => {
      if (err) return done(err, undefined);
      if (nestsDeeperThan(value, MAX_JSON_DEPTH)) {
        return done(new AppError('INVALID_JSON', `The request body is nested more than ${MAX_JSON_DEPTH} levels deep`), undefined);
      }
      done(null, value);
    });
  });
}
