/** Session exports that need no I/O (JSON, CSV, Markdown); the server renders PDF from the same document helpers. */
export { jsonExport, csvExport, markdownExport } from './formats';
export { exportFilename, metadataRows, scoreLabel, messageScoreLabel, formatExportDate, DIMENSION_NAMES, EXPORT_CONTENT_TYPES, EXPORT_EXTENSIONS, type ExportFile, type ExportOptions } from './document';
