export * from './public-profile';
export * from './suggest';
