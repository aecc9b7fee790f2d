export * from './page-urls';
export * from './robots';
export * from './share-tags';
export * from './share-texts';
export * from './share-vehicle';
export * from './sitemap';
export * from './structured-data';
export * from './image-preload';
