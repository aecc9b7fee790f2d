export const en = {
  appName: 'CarClub',
  skipToContent: 'Skip to content',
  nav: {
    label: 'Main navigation',
    home: 'Home',
    cars: 'Cars',
    myCars: 'My vehicles',
    myReminders: 'My reminders',
    bookmarks: 'Bookmarks',
    addCar: 'Add a car',
    profile: 'Profile',
    settings: 'Settings',
    dashboard: 'Dashboard',
    about: 'About',
    signIn: 'Sign in',
    register: 'Sign up',
    signOut: 'Sign out',
    userMenu: 'Account menu for {{nickname}}',
    notifications: 'Notifications',
    menu: 'Menu',
    community: 'Community',
    groups: { community: 'People and stories', market: 'Buy and sell', mine: 'Mine' },
  },
  notifications: {
    bell: 'Notifications',
    bellUnread_one: 'Notifications, {{count}} unread',
    bellUnread_other: 'Notifications, {{count}} unread',
    announcement_one: '{{count}} unread notification',
    announcement_other: '{{count}} unread notifications',
  },
  language: { label: 'Language', uk: 'Українська', en: 'English' },
  theme: { label: 'Theme', light: 'Light', dark: 'Dark', system: 'System' },
  footer: {
    tagline: 'A community for people who love cars.',
    about: 'About CarClub',
    support: 'Contact us',
    build: 'About this build',
    buildRow: '{{name}} {{version}} · build {{releaseId}}',
  },
  home: {
    title: 'Home',
    heading: 'Your garage, your stories, your club',
    lead: 'Keep every car you own in one garage, with photos, specs and the work you put into it — and share it with people who get it.',
    join: 'Join CarClub',
    browse: 'Browse cars',
    openGarage: 'Open my garage',
    welcome: 'Welcome back, {{nickname}}',
    featureGarage: 'A garage for every car',
    featureGarageText: 'Specs, modifications, purchase history and up to 20 photos per car.',
    featureShare: 'A page to share',
    featureShareText: 'Each car gets a public page you can send to friends or a buyer.',
    featureCommunity: 'Logbooks, then posts and clubs',
    featureCommunityText:
      'Keep your car’s logbook: services, repairs, trips and fuel. Posts and clubs are coming next.',
    latestEntries: 'Latest from the logbooks',
    entryOf: '{{car}} · {{nickname}}',
  },
  logbooks: {
    title: 'Logbooks',
    heading: 'Logbooks',
    lead: 'What members do with their cars: services, repairs, tuning, trips and fuel, newest first. Each car keeps its whole story on its page.',
    latest: 'Latest entries',
    own: 'Keep the logbook of my car',
  },
  about: {
    title: 'About',
    heading: 'About CarClub',
    body: 'CarClub is a community for car enthusiasts in Ukraine and beyond. Keep a garage of your cars, keep each car’s logbook and share your pages. Posts, clubs and a marketplace are on the way.',
  },
  notFound: {
    title: 'Page not found',
    code: '404',
    description: 'The page you are looking for does not exist or has been moved.',
    goHome: 'Go home',
    goBack: 'Go back',
    support: 'Looking for something in particular? Write to the team',
    routerFallback: 'Not Found',
  },
  error: {
    title: 'Something went wrong',
    unexpected: 'An unexpected error occurred. Please try again.',
    loadFailed: 'Part of this page could not be loaded. Check your connection and try again.',
    tryAgain: 'Try again',
    goHome: 'Go home',
    support: 'If it keeps happening, write to the team',
    details: 'Error details',
    fallbackTitle: 'Something went wrong!',
    showError: 'Show Error',
    hideError: 'Hide Error',
  },
  unavailable: {
    title: 'This section is temporarily unavailable',
    description:
      'We could not load this part of CarClub. The rest of the site keeps working — try again in a moment.',
    retry: 'Try again',
    retrying: 'Trying again…',
  },
  unauthorized: {
    title: 'Access denied',
    description: 'You do not have permission to open this page.',
    goHome: 'Go home',
  },
  comingSoon: {
    badge: 'Coming soon',
    goHome: 'Go home',
    createPost: {
      title: 'New post',
      description:
        'Soon you will be able to write posts about your cars, trips and projects, with photos.',
    },
    posts: {
      title: 'Posts',
      description:
        'Soon members will share stories of their cars, trips and builds here, with photos and comments.',
    },
    logbooks: { title: 'Logbooks' },
    clubs: {
      title: 'Clubs',
      description:
        'Clubs for makes, models and regions are coming: find people who drive what you drive, and meet up.',
    },
    marketplace: {
      title: 'Marketplace',
      description:
        'Soon you will be able to buy and sell cars, parts and accessories here, straight from other enthusiasts.',
    },
    services: {
      title: 'Services and shops',
      description:
        'A directory of garages, detailing studios, tuning and parts shops, rated by the community, is on its way.',
    },
    partners: {
      title: 'Partners',
      description:
        'Offers from CarClub partners for members, from insurance and parts to track days, are coming soon.',
    },
    myPosts: {
      title: 'My posts',
      description: 'Your posts will appear here once posting opens.',
    },
    myClubs: {
      title: 'My clubs',
      description:
        'Clubs for makes, models and regions are coming. Join one to meet people who share your passion.',
    },
    messages: {
      title: 'Messages',
      description:
        'Private messages are coming: write to the owner of a car, a seller or a friend from your club directly.',
    },
    bookmarks: { title: 'Bookmarks' },
    promotions: {
      title: 'Promotions',
      description: 'Soon you will be able to promote your car listings to more enthusiasts.',
    },
  },
  loading: 'Loading…',
};
