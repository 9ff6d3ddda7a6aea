export { DimensionCards } from './dimension-cards';
export { ScoreLegend } from './score-legend';
export { DIMENSION_ICONS, DIMENSION_ACCENTS } from './dimension-icons';
