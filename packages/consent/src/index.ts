// @ardena/consent: the framework-free store (also at `@ardena/consent/core`) plus its React bindings and UI.
export * from './core';
export * from './react';
