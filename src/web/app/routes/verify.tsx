import { VerifyPage } from '../../features/verify';

/** The Verify Parsed Messages screen (spec section 2, /analyze/verify). */
export default function VerifyRoute() {
  return <VerifyPage />;
}
