export * from './create';
export * from './open-count';
