export { PageMetadata, MetadataTags, removeServerMeta } from './page-metadata';
