import { ButtonLink, EmptyState } from '@carclub/ui';
import { useTranslation } from 'react-i18next';

/** An unknown nickname: said plainly, with the way to everyone's cars. */
export function MemberNotFound() {
  const { t } = useTranslation('profile');
  return (
    <EmptyState
      icon={
        <svg viewBox="0 0 24 24" focusable="false">
          <circle cx="11" cy="11" r="6" />
          <path d="M16 16l4 4" />
        </svg>
      }
      title={t('member.notFound.title')}
      description={<p>{t('member.notFound.description')}</p>}
      action={<ButtonLink to="/cars">{t('member.notFound.browse')}</ButtonLink>}
    />
  );
}
