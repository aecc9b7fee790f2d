/** The two pictures of a profile, and how each is cropped and sent. */
export type ProfileImageKind = 'avatar' | 'cover';

export interface ProfileImageShape {
  /** Width / height of the crop. */
  aspect: number;
  /** Round for the avatar: the site shows it in a circle, so the crop shows what will be seen. */
  cropShape: 'round' | 'rect';
  /** Widest picture sent (px): twice the largest size the site shows, for sharp high-DPI screens. */
  maxWidth: number;
  /** POST multipart, spec §7. */
  url: string;
}

export const PROFILE_IMAGE_SHAPES: Record<ProfileImageKind, ProfileImageShape> = {
  avatar: { aspect: 1, cropShape: 'round', maxWidth: 512, url: '/media/change-avatar' },
  cover: { aspect: 3, cropShape: 'rect', maxWidth: 1500, url: '/media/change-cover' },
};

export const PROFILE_IMAGE_KINDS = ['avatar', 'cover'] as const satisfies ProfileImageKind[];
