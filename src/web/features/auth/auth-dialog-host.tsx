import { lazy, Suspense } from 'react';
import { useAuthDialog, useAuthSource } from './auth-context';

const AuthDialog = lazy(() => import('./auth-dialog'));

/**
 * Mounts the auth dialog once it is first opened (its code is a separate chunk). It is offered only
 * when the auth source can sign people in: until the accounts issue provides one, openAuthDialog()
 * shows nothing rather than a form that cannot work.
 */
export function AuthDialogHost() {
  const source = useAuthSource();
  const { open } = useAuthDialog();
  if (!source.signIn || !source.signUp || !open) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog
        source={{
          signIn: (c) => source.signIn!(c),
          signUp: (c) => source.signUp!(c),
          ...(source.requestPasswordReset ? { requestPasswordReset: (email: string) => source.requestPasswordReset!(email) } : {}),
        }}
      />
    </Suspense>
  );
}
