export * from './built';
export * from './pages';
export * from './parts';
export * from './plans';
export * from './resolve';
export * from './vpc-setting';
