export type { GridColumns, GridElement, GridGap, GridProps } from './Grid';
export { Grid, gridColumns, gridElements, gridGaps } from './Grid';
