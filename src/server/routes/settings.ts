import type { FastifyInstance } from 'fastify';
import { DEFAULT_SETTINGS, settingsPatchSchema } from '../../core/settings';
import type { Database } from '../db/client';
import { guardRoutes } from '../http/auth-guard';
import { resetSettings, updateSettings } from '../services/settings';

/** /api/v1/settings: the 18 preferences of spec section 3; unknown fields and bad values are refused. */
export async function settingsRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const { db } = database;
  guardRoutes(app);

  app.get('/settings', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { settings: request.signedIn.settings, defaults: DEFAULT_SETTINGS };
  });
  app.put('/settings', async (request) => ({ settings: await updateSettings(db, request.user.id, settingsPatchSchema.parse(request.body)) }));
  app.post('/settings/reset', async (request) => ({ settings: await resetSettings(db, request.user.id) }));
  app.delete('/settings', async (request) => ({ settings: await resetSettings(db, request.user.id) }));
}
