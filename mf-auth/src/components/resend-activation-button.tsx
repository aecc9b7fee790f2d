import { Button, toast } from '@carclub/ui';
import { useTranslation } from 'react-i18next';

import { useResendActivation } from '../lib/resend-activation';

/** "Send the link again" for an address the page already knows; confirms in a status line. */
export function ResendActivationButton({ email, label }: { email: string; label?: string }) {
  const { t } = useTranslation('auth');
  const resend = useResendActivation();
  const send = () => {
    resend.mutate({ email }, { onError: (error) => toast.error(error.message) });
  };
  return (
    <div className="auth-resend">
      <Button variant="secondary" loading={resend.isPending} onClick={send}>
        {label ?? t('activation.sendAgain')}
      </Button>
      <p className="auth-resend__status" role="status">
        {resend.isSuccess ? t('activation.sentAgain', { email }) : ''}
      </p>
    </div>
  );
}
