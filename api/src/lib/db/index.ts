export * from './unique-violation';
export * from './advisory-lock';
export * from './keyset-cursor';
export * from './uuid';
