// `@ardena/consent/styles.css`: published builds compile the banner's and the dialog's own styles into this one file.
// They read `@ardena/ui`'s theme variables and are built from its Button, IconButton, Dialog and Switch, so
// `@ardena/ui/styles.css` must be loaded too. In the workspace each component's styles come with the component, so
// this module is empty.
export {};
