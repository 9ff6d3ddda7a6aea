/** The 5D Dashboard screen. Its content arrives with its own issue; the route and gate exist now. */
export default function DashboardPage() {
  return <h1 className="text-2xl font-bold tracking-tight">5D Dashboard</h1>;
}
