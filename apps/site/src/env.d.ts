/** ISO time of the build, shared by the client and SSR bundles (see vite.config.ts). */
declare const __SITE_BUILD_TIME__: string;
