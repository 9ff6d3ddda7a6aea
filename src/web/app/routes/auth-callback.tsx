import { AuthCallbackPage } from '../../features/auth';

export default AuthCallbackPage;
