export * from './cipher';
export * from './date-rule';
export * from './form';
export * from './page';
export * from './paths';
export * from './result';
export * from './session';
