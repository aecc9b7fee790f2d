export interface MemberAvatarProps {
  nickname: string;
  avatar: string | null;
  /** The block class of the page's avatar (`member__avatar`); `--initial` marks the letter disc. */
  className: string;
  /** Its side in CSS pixels, for the image's width and height (no layout shift while it loads). */
  size: number;
}

/**
 * A member's picture, or the first letter of their nickname on a tinted disc when they have none.
 * Decorative: the nickname is always written next to it.
 */
export function MemberAvatar({ nickname, avatar, className, size }: MemberAvatarProps) {
  if (avatar) {
    return <img className={className} src={avatar} alt="" width={size} height={size} />;
  }
  // Array.from splits by code point, so a nickname starting with an emoji keeps it whole.
  const initial = (Array.from(nickname)[0] ?? '?').toLocaleUpperCase();
  return (
    <span className={`${className} ${className}--initial`} aria-hidden="true">
      {initial}
    </span>
  );
}
