import type { Options } from 'tsup';
export function packageConfig(options?: { entry?: Record<string, string>; styles?: boolean }): Options;
