/**
 * Until the posts API is there, each page says what is coming in the reader's language (the
 * shell's coming-soon texts for posts moved here with the pages, ADR 0152).
 */
export const en = {
  comingSoon: {
    badge: 'Coming soon',
    goHome: 'Go home',
  },
  posts: {
    title: 'Posts',
    description:
      'Soon members will share stories of their cars, trips and builds here, with photos and comments.',
  },
  createPost: {
    title: 'New post',
    description:
      'Soon you will be able to write posts about your cars, trips and projects, with photos.',
  },
  myPosts: {
    title: 'My posts',
    description: 'Your posts will appear here once posting opens.',
  },
  tag: {
    title: 'Posts by tag',
    heading: '#{{tag}}',
    description: 'Soon the posts tagged #{{tag}} will be listed here, newest first.',
  },
  post: {
    title: 'Post',
    description:
      'Posts are on their way: soon the story at this address will be here, with its photos and comments.',
    author: 'Go to {{nickname}}’s page',
  },
};
