export * from './report';
export * from './salts';
export * from './views';
export * from './visitor';
