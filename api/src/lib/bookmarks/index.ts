export * from './read';
export * from './types';
export * from './visibility';
export * from './write';
