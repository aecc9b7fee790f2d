import { RegisterForm } from '../features/registration/components/register-form';

export function RegisterPage() {
  return <RegisterForm />;
}

export const Component = RegisterPage;
