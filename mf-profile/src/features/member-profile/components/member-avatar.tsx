export interface MemberAvatarProps {
  nickname: string;
  avatar: string | null;
}

/**
 * The member's picture, or the first letter of their nickname on a tinted disc when they have
 * none. Decorative: the name beside it says whose it is.
 */
export function MemberAvatar({ nickname, avatar }: MemberAvatarProps) {
  if (avatar) {
    return <img className="member__avatar" src={avatar} alt="" width={112} height={112} />;
  }
  // Array.from splits by code point, so a nickname starting with an emoji keeps it whole.
  const initial = (Array.from(nickname)[0] ?? '?').toLocaleUpperCase();
  return (
    <span className="member__avatar member__avatar--initial" aria-hidden="true">
      {initial}
    </span>
  );
}
