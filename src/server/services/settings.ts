import { eq } from 'drizzle-orm';
import { DEFAULT_SETTINGS, withDefaults, type Settings, type SettingsPatch } from '../../core/settings';
import type { AppDb } from '../db/client';
import { userSettings } from '../db/schema/index';

export async function getSettings(db: AppDb, userId: string): Promise<Settings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  return withDefaults(row?.settings as SettingsPatch | undefined);
}

async function store(db: AppDb, userId: string, settings: Settings): Promise<Settings> {
  await db
    .insert(userSettings)
    .values({ userId, settings, updatedAt: new Date() })
    .onConflictDoUpdate({ target: userSettings.userId, set: { settings, updatedAt: new Date() } });
  return settings;
}

/** Applies a validated partial update on top of the stored (or default) settings. */
export async function updateSettings(db: AppDb, userId: string, patch: SettingsPatch): Promise<Settings> {
  return store(db, userId, { ...(await getSettings(db, userId)), ...patch });
}

export async function resetSettings(db: AppDb, userId: string): Promise<Settings> {
  return store(db, userId, { ...DEFAULT_SETTINGS });
}
