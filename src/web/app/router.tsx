import { Suspense } from 'react';
import { matchPath, Outlet, Route, Routes } from 'react-router';
import { PATHS } from '../../core/routes';
import { SHARED_REVIEW_ROUTE } from '../../core/sharing/index';
import { AuthGate } from '../features/auth';
import { PageMetadata } from '../features/seo';
import { lazyScreen, type LazyScreen } from './lazy-screen';
import { AppLayout, PageFallback } from './shell/app-layout';

// Route-level code splitting: each screen is its own chunk, loaded on first visit.
const HomePage = lazyScreen(() => import('./routes/home'));
const PricingPage = lazyScreen(() => import('./routes/pricing'));
const TermsPage = lazyScreen(() => import('./routes/terms'));
const PrivacyPage = lazyScreen(() => import('./routes/privacy'));
const NotFoundPage = lazyScreen(() => import('./routes/not-found'));
const AnalyzePage = lazyScreen(() => import('./routes/analyze'));
const VerifyPage = lazyScreen(() => import('./routes/verify'));
const ResultsPage = lazyScreen(() => import('./routes/results'));
const DashboardPage = lazyScreen(() => import('./routes/dashboard'));
const SettingsPage = lazyScreen(() => import('./routes/settings'));
const AuthCallbackRoute = lazyScreen(() => import('./routes/auth-callback'));
const ResetPasswordRoute = lazyScreen(() => import('./routes/reset-password'));
const SharedReviewPage = lazyScreen(() => import('./routes/shared-review'));
const PracticePage = lazyScreen(() => import('./routes/practice'));

/** The screen of each route, for loading the current page's screen before the app hydrates it. */
const SCREENS: readonly (readonly [string, LazyScreen])[] = [
  [PATHS.home, HomePage],
  [PATHS.pricing, PricingPage],
  [PATHS.terms, TermsPage],
  [PATHS.privacy, PrivacyPage],
  [PATHS.analyze, AnalyzePage],
  [PATHS.verify, VerifyPage],
  [PATHS.results, ResultsPage],
  [PATHS.dashboard, DashboardPage],
  [PATHS.practice, PracticePage],
  [PATHS.settings, SettingsPage],
  [PATHS.authCallback, AuthCallbackRoute],
  [PATHS.resetPassword, ResetPasswordRoute],
  [SHARED_REVIEW_ROUTE, SharedReviewPage],
];

/** Loads the screen a path shows (the not-found page for unknown paths). */
export function preloadScreen(pathname: string): Promise<void> {
  const screen = SCREENS.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? NotFoundPage;
  return screen.preload();
}

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
