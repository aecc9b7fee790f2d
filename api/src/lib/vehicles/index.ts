export * from './images';
export * from './list';
export * from './ownership';
export * from './read';
export * from './references';
export * from './slug';
export * from './types';
export * from './write';
