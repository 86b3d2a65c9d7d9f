export { buildGateway } from './app';
export { ConfigError, loadConfig, type GatewayConfig, type LogLevel } from './config';
export { closeOnSignals, startGateway, type RunningGateway } from './start';
