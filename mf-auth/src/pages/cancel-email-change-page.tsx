import { useSearchParams } from '@carclub/router';

import { EmailChangeLinkStatus } from '../features/email-change/components/email-change-link-status';

/** `/cancel-email-change?token=…`: the "this was not me" link mailed to the old address. */
export function CancelEmailChangePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return <EmailChangeLinkStatus key={token} action="cancel" token={token} />;
}

export const Component = CancelEmailChangePage;
