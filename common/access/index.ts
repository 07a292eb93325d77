export * from './pages';
export * from './plans';
export * from './resolve';
export * from './vpc-setting';
