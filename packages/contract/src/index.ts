export * from './access';
export * from './common';
export * from './messages';
export * from './validation';
export * from './constants';
export * from './routes';
export * from './contract';
