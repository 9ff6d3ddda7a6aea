import { AuthCallbackPage } from '../../features/auth/pages';

export default AuthCallbackPage;
