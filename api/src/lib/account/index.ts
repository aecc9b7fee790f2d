export * from './delete';
export * from './export';
