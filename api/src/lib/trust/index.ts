export * from './rules';
export * from './activity';
export * from './rate-limits';
export * from './mutes';
export * from './reads';
