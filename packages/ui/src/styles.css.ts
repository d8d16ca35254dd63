// `@ardena/ui/styles.css`: theme variables for light and dark. Published builds compile every component style into
// the same `styles.css`; in the workspace each component's styles come with the component.
import './theme/themes.css';
