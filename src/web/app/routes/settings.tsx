/** The Settings screen. Its content arrives with its own issue; the route and gate exist now. */
export default function SettingsPage() {
  return <h1 className="text-2xl font-bold tracking-tight">Settings</h1>;
}
