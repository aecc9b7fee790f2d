import { SupportForm } from '../features/support/components/support-form';

/** `/support`: how anyone, signed in, signed out or blocked, reaches the team. */
export function SupportPage() {
  return <SupportForm />;
}

export const Component = SupportPage;
