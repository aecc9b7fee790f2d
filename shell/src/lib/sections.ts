import type { Access } from '@carclub/federation/remote';

/**
 * The sections the spec names but does not describe yet. Each is a coming-soon page of the shell
 * that says, in the reader's language, what is coming, until a remote builds it (`builtBy`); the
 * header's Community menu lists those that have a group, so every section is one click away
 * (docs/decisions/0062).
 */
export type SectionGroup = 'community' | 'market' | 'mine';

/** Sections a page of their own now shows: the menu still lists them, their placeholder is gone. */
export type BuiltSectionId = 'logbooks' | 'bookmarks' | 'posts' | 'myPosts' | 'createPost';

/** Sections that are still a coming-soon page, each with its title and description. */
export type ComingSoonSectionId =
  'clubs' | 'marketplace' | 'services' | 'partners' | 'myClubs' | 'messages' | 'promotions';

interface SectionBase {
  path: string;
  access: Extract<Access, 'public' | 'user'>;
  /** Where the Community menu lists it; none for a page reached from another (a new post). */
  group?: SectionGroup;
}

export type Section =
  | (SectionBase & { id: ComingSoonSectionId; builtBy?: undefined })
  | (SectionBase & {
      id: BuiltSectionId;
      /** Whose page it now is (a remote's, or the shell's own): the menu still lists it, no placeholder. */
      builtBy: 'shell' | 'mf-garage' | 'mf-community';
    });

export type ComingSoonSection = Extract<Section, { builtBy?: undefined }>;

export type SectionId = Section['id'];

export const isComingSoon = (section: Section): section is ComingSoonSection =>
  section.builtBy === undefined;

export const SECTION_GROUPS: readonly SectionGroup[] = ['community', 'market', 'mine'];

export const SECTIONS: readonly Section[] = [
  { id: 'posts', path: '/posts', access: 'public', group: 'community', builtBy: 'mf-community' },
  { id: 'logbooks', path: '/logbooks', access: 'public', group: 'community', builtBy: 'shell' },
  { id: 'clubs', path: '/clubs', access: 'public', group: 'community' },
  { id: 'marketplace', path: '/marketplace', access: 'public', group: 'market' },
  { id: 'services', path: '/services', access: 'public', group: 'market' },
  { id: 'partners', path: '/partners', access: 'public', group: 'market' },
  { id: 'myPosts', path: '/my/posts', access: 'user', group: 'mine', builtBy: 'mf-community' },
  { id: 'myClubs', path: '/my/clubs', access: 'user', group: 'mine' },
  // The spec maps `/messages` to the home page; the section's own page sits with the other /my ones.
  { id: 'messages', path: '/my/messages', access: 'user', group: 'mine' },
  { id: 'bookmarks', path: '/my/bookmarks', access: 'user', group: 'mine', builtBy: 'mf-garage' },
  { id: 'promotions', path: '/my/promotions', access: 'user', group: 'mine' },
  { id: 'createPost', path: '/create-post', access: 'user', builtBy: 'mf-community' },
];
