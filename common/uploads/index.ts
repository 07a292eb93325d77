export * from './rules';
export * from './media-message';
