export * from './apps';
export * from './federation-options';
export * from './shared';
export * from './webpack-config';
export * from './site/registry';
export type * from './remote-contract';
