/**
 * The social card of a shared review (issue 18): a 1200×630 PNG with the title, the overall score
 * with its annotation and the five dimension averages, so a link unfurls well in chat apps.
 * Satori lays the card out (flexbox, line wrapping, text to paths) as SVG; resvg rasterises it.
 * Fonts are DejaVu Sans from the dejavu-fonts-ttf package (Satori needs TTF/OTF, not WOFF2).
 * docs/decisions/0020-share-links-and-card.md says why these two.
 */
import { Resvg } from '@resvg/resvg-js';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import satori from 'satori';
import { bandFor } from '../../core/bands';
import { DIMENSIONS } from '../../core/dimensions';
import { SHARE_CARD_SIZE, type PublicReview } from '../../core/sharing/index';
import { PRODUCT_NAME } from '../../core/version';

const fontDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | null = null;
const loadFonts = () =>
  (fonts ??= [
    { name: 'DejaVu Sans', data: readFileSync(join(fontDir, 'DejaVuSans.ttf')), weight: 400, style: 'normal' },
    { name: 'DejaVu Sans', data: readFileSync(join(fontDir, 'DejaVuSans-Bold.ttf')), weight: 700, style: 'normal' },
  ]);

/** A Satori node without JSX: the server has no React. */
type Node = { type: string; props: { style?: Record<string, unknown>; children?: Node | string | (Node | string)[] } };
const el = (style: Record<string, unknown>, children?: Node['props']['children']): Node => ({ type: 'div', props: { style: { display: 'flex', boxSizing: 'border-box', ...style }, children } });

const BG = '#0b1020';
const SURFACE = '#151b2e';
const INK = '#f3f4f6';
const MUTED = '#9ca3af';
const ACCENT = '#a78bfa';
/** Titles longer than this are cut with an ellipsis: the card has room for about three lines. */
export const CARD_TITLE_MAX = 90;

const cut = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);

function cardTree(review: PublicReview['review']): Node {
  const overall = Math.round(review.overallScore);
  const band = bandFor(overall);
  const dimension = (name: string, value: number) => {
    const v = Math.max(0, Math.min(100, Math.round(value)));
    const b = bandFor(v);
    return el({ flexDirection: 'column', flex: 1, padding: '18px 20px', backgroundColor: SURFACE, borderRadius: 18, gap: 10 }, [
      el({ fontSize: 22, color: MUTED }, name),
      el({ fontSize: 44, fontWeight: 700, color: b.hex }, String(v)),
      el({ height: 8, width: '100%', backgroundColor: '#273049', borderRadius: 4 }, [el({ height: 8, width: `${v}%`, backgroundColor: b.hex, borderRadius: 4 })]),
    ]);
  };
  return el({ width: SHARE_CARD_SIZE.width, height: SHARE_CARD_SIZE.height, flexDirection: 'column', backgroundColor: BG, color: INK, padding: '52px 60px', fontFamily: 'DejaVu Sans', justifyContent: 'space-between' }, [
    el({ alignItems: 'center', justifyContent: 'space-between' }, [
      el({ fontSize: 30, fontWeight: 700, color: ACCENT, letterSpacing: 1 }, `♞ ${PRODUCT_NAME}`),
      el({ fontSize: 24, color: MUTED }, 'Conversation review'),
    ]),
    el({ alignItems: 'center', gap: 44 }, [
      el(
        { flexDirection: 'column', alignItems: 'center', justifyContent: 'center', width: 270, height: 240, flexShrink: 0, borderRadius: 36, border: `6px solid ${band.hex}`, backgroundColor: SURFACE },
        [el({ fontSize: 96, fontWeight: 700, color: band.hex, lineHeight: 1 }, String(overall)), el({ fontSize: 30, fontWeight: 700, color: band.hex, marginTop: 8 }, `${band.symbol} ${band.name}`)],
      ),
      el({ flexDirection: 'column', flex: 1, gap: 14 }, [
        el({ fontSize: 50, fontWeight: 700, lineHeight: 1.15 }, cut(review.title, CARD_TITLE_MAX)),
        el({ fontSize: 26, color: MUTED }, `${review.messageCount} message${review.messageCount === 1 ? '' : 's'} · overall ${overall} ${band.symbol} ${band.name}`),
      ]),
    ]),
    el({ gap: 16 }, DIMENSIONS.map((d) => dimension(d.name, review.dimensionAverages[d.key]))),
  ]);
}

/** The card as SVG (Satori), then PNG (resvg) at exactly SHARE_CARD_SIZE. */
export async function renderShareCard(review: PublicReview['review']): Promise<Buffer> {
  const svg = await satori(cardTree(review) as unknown as Parameters<typeof satori>[0], { ...SHARE_CARD_SIZE, fonts: loadFonts() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_CARD_SIZE.width } }).render().asPng();
}
