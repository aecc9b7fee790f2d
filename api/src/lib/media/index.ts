export * from './errors';
export * from './images';
export * from './storage';
export * from './stored-images';
export * from './uploads';
