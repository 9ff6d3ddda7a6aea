import { ResetPasswordPage } from '../../features/auth/pages';

export default ResetPasswordPage;
