export * from './access';
export * from './common';
export * from './messages';
export * from './validation';
export * from './constants';
export * from './resources';
export * from './shared-schemas';
export * from './contract';
