import { ArrowRight, LayoutDashboard, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { DIMENSIONS } from '../../../core/dimensions';
import { PATHS } from '../../../core/routes';
import { Button } from '../../components/ui/button';
import { SectionHeading } from '../../components/ui/section-heading';
import { AboutSection, HeroBoard, KeyFeatures, LiveDemo } from '../../features/home';
import { DimensionCards, ScoreLegend } from '../../features/marketing';

export default function HomePage() {
  return (
    <div className="space-y-20 sm:space-y-24">
      <section aria-labelledby="hero-title" className="relative">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-24 left-1/2 -z-10 h-80 w-[min(64rem,100%)] -translate-x-1/2 rounded-full bg-gradient-to-r from-violet-600/25 via-fuchsia-500/10 to-emerald-500/20 blur-3xl"
        />
        <div className="grid items-center gap-10 lg:grid-cols-[1.15fr_1fr]">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-violet-500/30 bg-violet-500/10 px-3 py-1 text-xs font-semibold text-violet-700 dark:text-violet-200">
              <Sparkles className="size-3.5" aria-hidden />
              Chess-style reviews for AI conversations
            </p>
            <h1 id="hero-title" className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-fg sm:text-5xl">
              Every message you send an AI,{' '}
              <span className="bg-gradient-to-r from-violet-500 to-emerald-400 bg-clip-text text-transparent">annotated like a grandmaster’s game</span>
            </h1>
            <p className="mt-5 max-w-xl text-lg text-muted">
              Paste a conversation with ChatGPT, Claude or any assistant. Each of your messages gets a 0–100 score across{' '}
              {DIMENSIONS.length} dimensions, a chess annotation from !! to ?? and a better move you can play next time.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link to={PATHS.analyze}>
                  Start Analyzing
                  <ArrowRight aria-hidden />
                </Link>
              </Button>
              <Button asChild size="lg" variant="secondary">
                <Link to={PATHS.dashboard}>
                  <LayoutDashboard aria-hidden />
                  View Dashboard
                </Link>
              </Button>
            </div>
          </div>
          <HeroBoard />
        </div>
      </section>

      <section aria-labelledby="legend-title">
        <SectionHeading id="legend-title" eyebrow="Chess scoring" title="Every message gets a move annotation">
          The score decides the symbol, exactly as an engine marks a game.
        </SectionHeading>
        <div className="mt-10">
          <ScoreLegend />
        </div>
      </section>

      <section aria-labelledby="dimensions-title">
        <SectionHeading id="dimensions-title" eyebrow="5D analysis" title="Five dimensions of a good message">
          Each message is scored on all five, so you can see exactly where a prompt gained or lost ground.
        </SectionHeading>
        <div className="mt-10">
          <DimensionCards />
        </div>
      </section>

      <section aria-labelledby="features-title">
        <SectionHeading id="features-title" eyebrow="Key features" title="From paste to review in three steps">
          Paste the conversation, confirm the messages, read the review.
        </SectionHeading>
        <div className="mt-10">
          <KeyFeatures />
        </div>
      </section>

      <section aria-labelledby="demo-title">
        <SectionHeading id="demo-title" eyebrow="Live demo" title="What a review looks like">
          A sample message and the scores it earns. Your own conversations get the same treatment, message by message.
        </SectionHeading>
        <div className="mt-10">
          <LiveDemo />
        </div>
      </section>

      <section aria-labelledby="cta-title">
        <div className="relative overflow-hidden rounded-3xl border border-violet-500/30 bg-gradient-to-br from-violet-600/25 via-surface to-emerald-500/15 px-6 py-12 text-center sm:px-12">
          <h2 id="cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Ready to review your next conversation?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-muted">A free account takes 30 seconds and needs no credit card.</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={PATHS.analyze}>
                Start Analyzing
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={PATHS.pricing}>See Pricing</Link>
            </Button>
          </div>
        </div>
      </section>

      <section aria-label="About">
        <AboutSection />
      </section>
    </div>
  );
}
