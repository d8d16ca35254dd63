// Types for the jest-dom matchers the unit setup (scripts/vitest-setup-dom.ts) installs.
import '@testing-library/jest-dom/vitest';
