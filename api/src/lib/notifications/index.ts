export * from './centre';
export * from './event-stream';
export * from './hub';
export * from './kinds';
export * from './notify';
export * from './preferences';
export * from './retention';
export * from './unsubscribe';
