/** Whole data exports: list the conversations of a file of any size, pick one, parse it. */
export { JsonItemSplitter, type JsonItem, type SplitProblem } from './json-items';
export {
  EXPORT_MESSAGES,
  ExportLister,
  listExport,
  type ExportConversationSummary,
  type ExportError,
  type ExportErrorCode,
  type ExportListResult,
  type ExportListing,
  type ExportListerOptions,
  type ExportSource,
} from './list';
export { findConversation, handoffJson, pickConversation, readSourceBytes, type PickedConversation } from './pick';
export { branchNote } from '../parsers/exports';
