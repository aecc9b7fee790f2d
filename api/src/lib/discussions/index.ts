export * from './access';
export * from './comments-read';
export * from './comments-write';
export * from './likes';
export * from './types';
export * from './summary';
