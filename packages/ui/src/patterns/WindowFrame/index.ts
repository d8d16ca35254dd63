// Internal to @ardena/ui: the window the product visuals (CodePanel, DashboardPreview) are drawn in.
export { frame as windowFrame } from './WindowFrame.css';
export { WindowTitleBar } from './WindowTitleBar';
