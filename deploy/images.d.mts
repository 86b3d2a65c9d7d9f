// Types of images.mjs for the TypeScript that imports it (scripts/dockerfile.test.ts, deploy/test/).
export type Image = {
  name: string;
  filter: string;
  prune: string[];
  fromDeps: string[];
  fromBuild: string[];
  writable: string[];
  env: Record<string, string>;
  user: string;
  port: number;
  cmd: string[];
};
export const NODE_IMAGE: string;
export const PNPM_VERSION: string;
export const APP_DIR: string;
export const WORKSPACE_MANIFESTS: readonly string[];
export const BUILD_SOURCES: readonly string[];
export const BUILD_COMMAND: string;
export const IMAGES: readonly Image[];
export function imageNamed(name: string): Image;
export function installCommand(image: Image): string;
export function dockerStages(): { name: string; instructions: string[] }[];
