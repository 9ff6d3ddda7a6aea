export { DashboardScreen, SESSIONS_QUERY_KEY, ANALYTICS_QUERY_KEY } from './dashboard-screen';
export { DASHBOARD_TEXT, PAGE_SIZE } from './logic';
