export function findChromium(): string | undefined;
export const chromiumArgs: string[];
export function chromiumLaunchOptions(): { executablePath: string; args: string[] };
