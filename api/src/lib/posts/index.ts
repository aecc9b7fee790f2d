export * from './read';
export * from './text';
export * from './types';
export * from './write';
export * from './photos';
