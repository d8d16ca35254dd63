import './theme/themes.css';

export * from './components/account';
export * from './components/Button';
export * from './components/forms';
export * from './components/layout';
export * from './components/marketing';
// Each group's barrel lists its component folders.
export * from './components/primitives';
export * from './components/Spinner';
export * from './components/search';
export * from './hydration/enteredBeforeHydration';
export * from './locale';
export * from './theme';
export * from './validation';
