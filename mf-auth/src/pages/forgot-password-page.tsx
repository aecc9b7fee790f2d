import { ForgotPasswordForm } from '../features/password-reset/components/forgot-password-form';

export function ForgotPasswordPage() {
  return <ForgotPasswordForm />;
}

export const Component = ForgotPasswordPage;
