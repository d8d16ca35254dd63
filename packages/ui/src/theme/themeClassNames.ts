/** Class names the colour-mode script puts on `<html>`. Exported so the script and the hook agree. */
export const themeClassNames = { light: 'ardena-light', dark: 'ardena-dark' } as const;
