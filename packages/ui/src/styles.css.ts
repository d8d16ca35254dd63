// The package's global stylesheet entry: theme variables for light and dark plus base element styles.
// Published builds compile every style into one `styles.css`; in the workspace this file is compiled from source.
import './theme/global.css';
