export * from './errors';
export * from './images';
export * from './storage';
export * from './stored-images';
export * from './sweeper';
export * from './temp-files';
export * from './upload-limits';
export * from './uploads';
