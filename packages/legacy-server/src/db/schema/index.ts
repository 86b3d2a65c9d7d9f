export * from './units';
export * from './roles';
export * from './users';
export * from './sessions';
export * from './equipment';
export * from './error-logs';
