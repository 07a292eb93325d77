export * from './rules';
export * from './protocol';
