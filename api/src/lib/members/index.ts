export * from './public-profile';
