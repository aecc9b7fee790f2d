import { NotFound } from '@carclub/kit';
import { useTranslation } from 'react-i18next';

/** An unknown nickname: said plainly, with the way to everyone's cars. */
export function MemberNotFound() {
  const { t } = useTranslation('profile');
  return (
    <NotFound
      title={t('member.notFound.title')}
      description={t('member.notFound.description')}
      browse={t('member.notFound.browse')}
    />
  );
}
