export { LiveDemo } from './live-demo';
export { KeyFeatures } from './key-features';
export { HeroBoard } from './hero-board';
export { AboutSection } from './about-section';
export { DEMO_SAMPLE } from './demo-sample';
