export type { SpinnerProps, SpinnerSize } from './Spinner';
export { Spinner, spinnerSizes } from './Spinner';
