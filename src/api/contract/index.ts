// The contract is one module tree; this file only gathers it for the CLI and the server.
export * from './common.js';
export * from './pagination.js';
export * from './countries.js';
export * from './auth.js';
export * from './insights.js';
export * from './member.js';
export * from './company.js';
export * from './product.js';
export * from './category.js';
export * from './notification.js';
export * from './audit.js';
export * from './access.js';
export * from './constants.js';
