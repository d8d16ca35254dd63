// `@ardena/auth/styles.css`: published builds compile every auth component's styles into this one file. The
// components read `@ardena/ui`'s theme variables, so `@ardena/ui/styles.css` must be loaded too. In the workspace
// each component's styles come with the component, so this module is empty.
export {};
