// Types for the jest-dom matchers that scripts/vitest-setup-dom.ts installs for every unit test.
/// <reference types="@testing-library/jest-dom/vitest" />
