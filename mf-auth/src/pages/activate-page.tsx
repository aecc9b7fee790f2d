import { useSearchParams } from '@carclub/router';

import { ActivationStatus } from '../features/activation/components/activation-status';

export function ActivatePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  // A new token (another link opened in the same tab) starts a new activation.
  return <ActivationStatus key={token} token={token} />;
}

export const Component = ActivatePage;
