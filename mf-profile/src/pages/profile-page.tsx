import { memberPage } from '@carclub/contracts/page-paths';
import { useCurrentUser } from '@carclub/session';
import { ButtonLink, PageLoader } from '@carclub/ui';
import { useTranslation } from 'react-i18next';

import { MemberProfile } from '../features/member-profile';

/** `/profile`: the signed-in member as everyone else sees them, with the way to change it. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { data: user } = useCurrentUser();
  if (!user) return <PageLoader />;
  const publicPath = memberPage(user.nickname);
  return (
    <MemberProfile
      nickname={user.nickname}
      actions={
        <>
          <p className="member__own-note">{t('member.own.note')}</p>
          <ButtonLink to="/profile/settings">{t('member.own.edit')}</ButtonLink>
          <ButtonLink variant="secondary" to={publicPath}>
            {t('member.own.viewPublic')}
          </ButtonLink>
        </>
      }
    />
  );
}

export const Component = ProfilePage;
