import { DashboardScreen } from '../../features/dashboard';

/** The 5D Dashboard screen (spec section 2): /dashboard. */
export default function DashboardPage() {
  return <DashboardScreen />;
}
