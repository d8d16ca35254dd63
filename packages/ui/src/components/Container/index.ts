export type { ContainerProps, ContainerSize } from './Container';
export { Container, containerSizes } from './Container';
