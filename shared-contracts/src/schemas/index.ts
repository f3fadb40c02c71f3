export * from './address.js';
export * from './auth.js';
export * from './catalog.js';
export * from './commerce.js';
export * from './content.js';
export * from './fields.js';
export * from './releases.js';
export * from './responses.js';
