export { loadLauncherConfig, type EmbeddedPlatformConfig, type LauncherConfig } from './config';
export { launch, type Launched } from './launch';
