import PDFDocument from 'pdfkit';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { bandFor } from '../../core/bands';
import type { SessionDetail } from '../../core/api/types';
import { DIMENSION_NAMES, EXPORT_CONTENT_TYPES, exportFilename, messageScoreLabel, metadataRows, scoreLabel, type ExportOptions } from '../../core/export/index';
import { PRODUCT_NAME } from '../../core/version';

// A Unicode font, so conversations in any script export correctly (PDF base fonts are Latin-1 only).
const fontDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const REGULAR = join(fontDir, 'DejaVuSans.ttf');
const BOLD = join(fontDir, 'DejaVuSans-Bold.ttf');

const INK = '#111827';
const MUTED = '#6b7280';

/** Renders a session as an A4 PDF report: summary, dimension bars, key moments, insights, messages. */
export async function pdfExport(detail: SessionDetail, opts: ExportOptions): Promise<{ filename: string; contentType: string; body: Buffer }> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: detail.session.title, Author: PRODUCT_NAME, Subject: `${PRODUCT_NAME} conversation review` } });
  doc.registerFont('body', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const s = detail.session;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const heading = (text: string) => {
    doc.moveDown(0.8).font('bold').fontSize(14).fillColor(INK).text(text);
    doc.moveDown(0.3);
  };

  doc.font('bold').fontSize(20).fillColor(INK).text(s.title);
  doc.moveDown(0.3);
  const band = bandFor(s.overallScore);
  doc.font('body').fontSize(12).fillColor(band.hex).text(`Overall ${scoreLabel(s.overallScore)}`, { continued: true }).fillColor(MUTED).text(`   ·   trend ${s.trend}   ·   ${s.messageCount} messages`);

  if (opts.includeMetadata) {
    doc.moveDown(0.6);
    for (const [k, v] of metadataRows(detail)) {
      doc.font('bold').fontSize(9).fillColor(MUTED).text(`${k}: `, { continued: true }).font('body').fillColor(INK).text(v);
    }
  }

  heading('Dimensions (your messages)');
  for (const [key, name] of DIMENSION_NAMES) {
    const value = Math.round(s.dimensionAverages[key]);
    const y = doc.y;
    doc.font('body').fontSize(10).fillColor(INK).text(name, doc.page.margins.left, y, { width: 90 });
    doc.rect(doc.page.margins.left + 95, y + 2, width - 135, 8).fill('#e5e7eb');
    doc.rect(doc.page.margins.left + 95, y + 2, ((width - 135) * value) / 100, 8).fill(bandFor(value).hex);
    doc.fillColor(INK).text(String(value), doc.page.margins.left + width - 30, y, { width: 30, align: 'right' });
    doc.x = doc.page.margins.left;
    doc.moveDown(0.2);
  }

  const summary = s.summary;
  if (summary.keyMoments.length) {
    heading('Key moments');
    for (const k of summary.keyMoments) doc.font('body').fontSize(10).fillColor(INK).text(`• Message ${k.index + 1} (${k.role}, ${k.score}): ${k.description}`);
  }
  if (summary.insights.length) {
    heading('Insights');
    for (const i of summary.insights) doc.font('body').fontSize(10).fillColor(INK).text(`• ${i}`);
  }

  heading('Messages');
  for (const m of detail.messages) {
    const score = m.scores[0];
    doc.moveDown(0.4);
    const rated = score !== undefined && score.rated !== false;
    doc.font('bold').fontSize(11).fillColor(rated ? bandFor(score.overall).hex : INK).text(`${m.index + 1}. ${m.role === 'user' ? 'You' : 'Assistant'}${score ? ` — ${messageScoreLabel(score)}` : ''}`);
    doc.font('body').fontSize(9.5).fillColor(INK).text(m.content, { width });
    if (score) {
      doc.font('body').fontSize(8.5).fillColor(MUTED);
      if (rated) doc.text(DIMENSION_NAMES.map(([k, name]) => `${name} ${score.dimensions[k]}`).join('  ·  '));
      if (opts.includeExplanations) {
        doc.text(`Why: ${score.explanation}`);
        if (score.betterMove) doc.font('bold').fillColor(INK).text('Better move: ', { continued: true }).font('body').text(score.betterMove);
      }
    }
  }

  doc.end();
  return { filename: exportFilename(detail, 'pdf'), contentType: EXPORT_CONTENT_TYPES.pdf, body: await done };
}
