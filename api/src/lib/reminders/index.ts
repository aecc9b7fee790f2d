export * from './due-check';
export * from './jobs';
export * from './read';
export * from './schedule';
export * from './types';
export * from './write';
