export * from './rules';
export * from './protocol';
export * from './media-message';
