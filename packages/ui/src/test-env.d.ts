// Colocated tests use jest-dom's matchers (toBeInTheDocument, toHaveAttribute…) through Vitest's expect.
/// <reference types="@testing-library/jest-dom/vitest" />
