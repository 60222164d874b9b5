export * from './common.ts';
export * from './navigation.ts';
export * from './footer.ts';
export * from './crisis-banner.ts';
export * from './translations.ts';
export * from './page.ts';
