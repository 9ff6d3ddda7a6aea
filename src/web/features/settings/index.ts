export { SettingsScreen, SETTINGS_TEXT } from './settings-screen';
