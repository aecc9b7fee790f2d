export * from './follow';
export * from './lists';
