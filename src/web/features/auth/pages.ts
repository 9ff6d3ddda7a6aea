// The auth feature's full pages (the e-mail confirmation result, the new-password form), apart from
// its index: the index is in the app's first script (provider, gate, dialog host), and these pages
// load only with their own routes.
export { AuthCallbackPage } from './auth-callback-page';
export { ResetPasswordPage } from './reset-password-page';
