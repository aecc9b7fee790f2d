import { LoginForm } from '../features/login/components/login-form';

export function LoginPage() {
  return <LoginForm />;
}

export const Component = LoginPage;
