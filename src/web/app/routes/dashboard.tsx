import { DashboardScreen } from '../../features/dashboard';
import { usePaymentReturn } from '../../features/pricing';

/**
 * The 5D Dashboard screen (spec section 2): /dashboard. It is also Stripe's return URL after 3-D
 * Secure (decision 0018), so it confirms a returning payment and says how it went.
 */
export default function DashboardPage() {
  usePaymentReturn();
  return <DashboardScreen />;
}
