import { useSearchParams } from '@carclub/router';

import { ResetPasswordForm } from '../features/password-reset/components/reset-password-form';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return <ResetPasswordForm key={token} token={token} />;
}

export const Component = ResetPasswordPage;
