import { useSearchParams } from '@carclub/router';

import { ResetPasswordPanel } from '../features/password-reset/components/reset-password-form';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return <ResetPasswordPanel key={token} token={token} />;
}

export const Component = ResetPasswordPage;
