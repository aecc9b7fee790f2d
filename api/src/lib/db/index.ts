export * from './unique-violation';
export * from './advisory-lock';
