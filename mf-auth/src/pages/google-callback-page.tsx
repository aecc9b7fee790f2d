import { safeRedirectTarget } from '@carclub/session';
import { useSearchParams } from '@carclub/router';

import { GoogleCallback } from '../features/google/components/google-callback';
import { googleFailureSchema } from '../features/google/schemas';

export function GoogleCallbackPage() {
  const [params] = useSearchParams();
  const error = params.get('error');
  return (
    <GoogleCallback
      redirectTo={safeRedirectTarget(params.get('redirect'))}
      failure={error === null ? null : googleFailureSchema.parse(error)}
    />
  );
}

export const Component = GoogleCallbackPage;
