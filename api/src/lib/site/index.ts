export * from './page-urls';
export * from './share-tags';
export * from './share-texts';
export * from './share-vehicle';
export * from './structured-data';
