import { toApiError } from '@carclub/api-client';
import { Button, type ButtonVariant, toast, ToastMessage } from '@carclub/ui';
import { useTranslation } from 'react-i18next';

import { useSendPasswordLink } from '../api/send-password-link';

export interface PasswordLinkButtonProps {
  /** Where the link goes, said in the toast. */
  email: string;
  variant?: ButtonVariant;
}

/** Mails the member the link that sets a password; the toast says where it went, or why not. */
export function PasswordLinkButton({ email, variant = 'primary' }: PasswordLinkButtonProps) {
  const { t } = useTranslation('profile');
  const send = useSendPasswordLink();
  const onClick = () =>
    send.mutate(undefined, {
      onSuccess: () =>
        toast.success(
          <ToastMessage
            title={t('password.link.sent')}
            description={t('password.link.sentDescription', { email })}
          />,
        ),
      // 429 is the catalogue's "Too many requests" (spec §8).
      onError: (error) =>
        toast.error(
          <ToastMessage
            title={t('password.link.failed')}
            description={toApiError(error).message}
          />,
        ),
    });
  return (
    <Button variant={variant} loading={send.isPending} onClick={onClick}>
      {t('password.link.send')}
    </Button>
  );
}
