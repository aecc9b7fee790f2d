export * from './share-tags';
export * from './share-texts';
export * from './share-vehicle';
export * from './image-preload';
