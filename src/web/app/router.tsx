import { lazy, Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { PATHS } from '../../core/routes';
import { SHARED_REVIEW_ROUTE } from '../../core/sharing/index';
import { AuthGate } from '../features/auth';
import { PageMetadata } from '../features/seo';
import { AppLayout, PageFallback } from './shell/app-layout';

// Route-level code splitting: each screen is its own chunk, loaded on first visit.
const HomePage = lazy(() => import('./routes/home'));
const PricingPage = lazy(() => import('./routes/pricing'));
const TermsPage = lazy(() => import('./routes/terms'));
const PrivacyPage = lazy(() => import('./routes/privacy'));
const NotFoundPage = lazy(() => import('./routes/not-found'));
const AnalyzePage = lazy(() => import('./routes/analyze'));
const VerifyPage = lazy(() => import('./routes/verify'));
const ResultsPage = lazy(() => import('./routes/results'));
const DashboardPage = lazy(() => import('./routes/dashboard'));
const SettingsPage = lazy(() => import('./routes/settings'));
const AuthCallbackRoute = lazy(() => import('./routes/auth-callback'));
const ResetPasswordRoute = lazy(() => import('./routes/reset-password'));
const SharedReviewPage = lazy(() => import('./routes/shared-review'));
const PracticePage = lazy(() => import('./routes/practice'));

/** Every route renders the page metadata of its path (spec section 2, page-type rule). */
function RootRoute() {
  return (
    <>
      <PageMetadata />
      <Outlet />
    </>
  );
}

/** The route table of spec section 2 (core/routes.ts PATHS). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootRoute />}>
        <Route
          path={PATHS.authCallback}
          element={
            <Suspense fallback={<PageFallback />}>
              <AuthCallbackRoute />
            </Suspense>
          }
        />
        <Route path={PATHS.resetPassword} element={<Suspense fallback={<PageFallback />}><ResetPasswordRoute /></Suspense>} />
        <Route element={<AppLayout />}>
          <Route index element={<HomePage />} />
          <Route path={PATHS.pricing} element={<PricingPage />} />
          <Route path={PATHS.terms} element={<TermsPage />} />
          <Route path={PATHS.privacy} element={<PrivacyPage />} />
          <Route path={SHARED_REVIEW_ROUTE} element={<SharedReviewPage />} />
          <Route path={PATHS.analyze} element={<AuthGate><AnalyzePage /></AuthGate>} />
          <Route path={PATHS.verify} element={<AuthGate><VerifyPage /></AuthGate>} />
          <Route path={PATHS.results} element={<AuthGate><ResultsPage /></AuthGate>} />
          <Route path={PATHS.dashboard} element={<AuthGate><DashboardPage /></AuthGate>} />
          <Route path={PATHS.practice} element={<AuthGate><PracticePage /></AuthGate>} />
          <Route path={PATHS.settings} element={<AuthGate><SettingsPage /></AuthGate>} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
