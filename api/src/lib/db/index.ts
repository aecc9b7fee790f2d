export * from './unique-violation';
