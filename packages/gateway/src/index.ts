export { buildGateway } from './app';
export { ConfigError, loadConfig, type GatewayConfig, type LogLevel } from './config';
export { loggerOptions } from './http/request-log';
export { closeOnSignals, startGateway, type RunningGateway } from './start';
