// Types of build.mjs for the TypeScript that imports it (tests, the benchmark).
export type ServerBuild = { name: string; platform: boolean; entry: string; outDir: string; outFile: string };
export const SERVERS: readonly ServerBuild[];
export function buildServers(options?: { force?: boolean }): Promise<string[]>;
export function buildWeb(options?: { force?: boolean }): boolean;
export const PDF_FONT_WEIGHTS: readonly string[];
