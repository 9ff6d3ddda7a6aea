export { PageMetadata, MetadataTags, MetaTags, removeServerMeta } from './page-metadata';
