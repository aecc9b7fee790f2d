export * from './active-sessions';
export * from './change-password';
export * from './email-change';
export * from './images';
export * from './language';
export * from './password-link';
export * from './profile';
