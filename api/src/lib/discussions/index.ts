export * from './access';
export * from './after-comment';
export * from './comments-read';
export * from './comments-write';
export * from './events';
export * from './likes';
export * from './types';
export * from './summary';
