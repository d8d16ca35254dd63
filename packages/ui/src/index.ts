import './theme/global.css';

export * from './theme';
export * from './components/Button';
export * from './components/Spinner';
// Each group's barrel lists its component folders.
export * from './components/primitives';
export * from './components/forms';
export * from './components/layout';
export * from './components/marketing';
export * from './components/search';
export * from './components/account';
export * from './components/consent';
