import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { AppError } from '../errors';
import type { Auth } from './auth';

export interface SessionUser {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly emailVerified: boolean;
}

/** The signed-in user of a request, from the session cookie; null when there is none. */
export async function currentUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) return null;
  const { id, email, name, emailVerified } = session.user;
  return { id, email, name, emailVerified };
}

/** Like currentUser, but a request without a session is answered 401 (spec: 'User not authenticated'). */
export async function requireUser(auth: Auth, request: FastifyRequest): Promise<SessionUser> {
  const user = await currentUser(auth, request);
  if (!user) throw new AppError('UNAUTHORIZED', 'User not authenticated');
  return user;
}
