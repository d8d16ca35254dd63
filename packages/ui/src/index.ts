import './theme/global.css';

export * from './components/Button';
export * from './components/Spinner';
export * from './theme';
