import { eq, sql } from 'drizzle-orm';
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

/**
 * Applies a validated partial update on top of the stored (or default) settings. The database merges
 * the patch into the stored document in the same statement: two changes saved at the same moment
 * (a person flipping two switches) both land, where reading first and writing the whole document
 * back let the later write undo the earlier one.
 */
export async function updateSettings(db: AppDb, userId: string, patch: SettingsPatch): Promise<Settings> {
  const now = new Date();
  const [row] = await db
    .insert(userSettings)
    .values({ userId, settings: { ...DEFAULT_SETTINGS, ...patch }, updatedAt: now })
    .onConflictDoUpdate({ target: userSettings.userId, set: { settings: sql`${userSettings.settings} || ${JSON.stringify(patch)}::jsonb`, updatedAt: now } })
    .returning({ settings: userSettings.settings });
  return withDefaults(row!.settings as SettingsPatch);
}

export async function resetSettings(db: AppDb, userId: string): Promise<Settings> {
  return store(db, userId, { ...DEFAULT_SETTINGS });
}
