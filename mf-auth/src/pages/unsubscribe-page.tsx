import { useSearchParams } from '@carclub/router';

import { UnsubscribeStatus } from '../features/unsubscribe/components/unsubscribe-status';

/** `/unsubscribe?token=…`: the one-click unsubscribe link of a notification e-mail. */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return <UnsubscribeStatus key={token} token={token} />;
}

export const Component = UnsubscribePage;
