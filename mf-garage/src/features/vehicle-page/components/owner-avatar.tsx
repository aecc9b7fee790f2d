export interface OwnerAvatarProps {
  nickname: string;
  avatar: string | null;
}

/**
 * The owner's picture, or the first letter of their nickname on a tinted disc when they have none.
 * Decorative: the nickname is always written next to it.
 */
export function OwnerAvatar({ nickname, avatar }: OwnerAvatarProps) {
  if (avatar) {
    return <img className="vehicle-page__avatar" src={avatar} alt="" width={48} height={48} />;
  }
  // Array.from splits by code point, so a nickname starting with an emoji keeps it whole.
  const initial = (Array.from(nickname)[0] ?? '?').toLocaleUpperCase();
  return (
    <span className="vehicle-page__avatar vehicle-page__avatar--initial" aria-hidden="true">
      {initial}
    </span>
  );
}
