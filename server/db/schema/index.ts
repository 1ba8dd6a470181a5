export * from './content.ts';
export * from './images.ts';
export * from './inbox.ts';
export * from './people.ts';
export * from './pipeline.ts';
export * from './redirects.ts';
export * from './site.ts';
export * from './terms.ts';
