// `@ardena/ui`: theme, primitives, form controls and layout. Product composites (tables, cards, headers) are in
// `@ardena/ui/patterns`, which this entry never imports, so a page of primitives ships none of them.
import './theme/themes.css';

export * from './components/Button';
export * from './components/forms';
export * from './components/layout';
export * from './components/primitives';
export * from './components/Spinner';
export * from './format';
export * from './hydration/enteredBeforeHydration';
export * from './locale';
export * from './theme';
export * from './validation';
