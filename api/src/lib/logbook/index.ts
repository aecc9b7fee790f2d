export * from './consumption';
export * from './entries';
export * from './read';
export * from './types';
export * from './write';
export * from './photo-keys';
export * from './photos';
export * from './costs';
