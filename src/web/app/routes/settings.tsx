import { SettingsScreen } from '../../features/settings';

/** The Settings screen (spec section 2): /settings. */
export default function SettingsPage() {
  return <SettingsScreen />;
}
