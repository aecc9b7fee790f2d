import { SOCIAL_NETWORKS, type MemberProfile } from '@carclub/contracts';
import { useTranslation } from 'react-i18next';

import { socialLabel, socialUrl } from '../social-url';

/**
 * A member's networks as links out. `ugc`: the member wrote them, so search engines do not count
 * them as the site's endorsement; `noopener noreferrer`: the other site gets no handle on this tab
 * and no address of the page the visitor came from.
 */
export function SocialLinks({ links }: { links: NonNullable<MemberProfile['socialLinks']> }) {
  const { t } = useTranslation('profile');
  const items = SOCIAL_NETWORKS.flatMap((network) => {
    const value = links[network];
    const href = value ? socialUrl(network, value) : null;
    return value && href ? [{ network, href, label: socialLabel(value) }] : [];
  });
  if (items.length === 0) return null;
  return (
    <ul className="member__social">
      {items.map(({ network, href, label }) => (
        <li key={network}>
          <a href={href} target="_blank" rel="noopener noreferrer ugc">
            <span className="member__social-network">{t(`member.networks.${network}`)}</span>{' '}
            <span className="member__social-handle">{label}</span>
            <span className="visually-hidden"> {t('member.opensInNewTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
