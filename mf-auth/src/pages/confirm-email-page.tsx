import { useSearchParams } from '@carclub/router';

import { EmailChangeLinkStatus } from '../features/email-change/components/email-change-link-status';

/** `/confirm-email?token=…`: the link mailed to the new address of an e-mail change. */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return <EmailChangeLinkStatus key={token} action="confirm" token={token} />;
}

export const Component = ConfirmEmailPage;
