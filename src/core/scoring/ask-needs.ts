/**
 * What an ask needs from the person, by what it is about and what kind of answer it wants. A better
 * move repairs a message with the one fact only the person has and the shape of answer that fits —
 * and which fact that is depends on the ask: a health question turns on the person's age and
 * medicines, a legal one on where they live, a "nearest X" on their town, a "should I" on what
 * matters to them. A single generic "I am asking because […]" would make every better move the
 * same template (prompting guides give the situation an answer depends on, not a formula).
 *
 * Each line is written so the rubric can see it does its job: the fact line says why it is asked
 * ("I want to", "I need it") and so counts as purpose and grounding; the shape line names a form
 * (a list, sentences, steps). Only one bracketed placeholder per line: the person fills one gap.
 */
import { caseless } from './caseless';

/** A subject whose answer turns on facts about the person. */
export interface Subject {
  readonly name: string;
  readonly cue: RegExp;
  /** The fact line: why the person asks, with the one gap only they can fill. */
  readonly fact: string;
  /** The fact line is the same whatever the kind of ask (see subjectFact). */
  readonly fixed?: boolean;
  /** A finer fact line by what the ask does, for an ask of no particular kind (a proof, a computation). */
  readonly factBy?: ReadonlyArray<{ cue: RegExp; fact: string }>;
  /**
   * The fullest repair's order of work in this subject: what a good answer here settles first (when
   * it needs a vet or a doctor, which rules decide it, what it costs), then the rest.
   */
  readonly caution: string;
}

/**
 * Subjects, most telling first (a child's fever is about health, a work visa about the law). Cues are
 * word stems people use when they ask about the subject, in English: better moves are written in
 * English (message text stays in the person's words).
 */
export const SUBJECTS: readonly Subject[] = [
  {
    name: 'health',
    cue: /\b(?:symptoms?|pain|ache|hurts?|doctor|medic(?:ine|ation|al)|pills?|dose|dosage|fever|headaches?|migraines?|disease|allerg(?:y|ies|ic)|infection|injur(?:y|ed)|pregnan(?:t|cy)|blood pressure|diabet\w*|anxiety|depress\w*|insomnia|sleep(?:ing)?|diet|calories|vitamins?|rash|cough|cancer|surgery|therapy|mental health)\b/iu,
    fact: 'I want to know what applies to me: [my age, health conditions and any medicines I take].',
    caution: 'First say when I should see a doctor instead, then what I can safely do myself, in two sentences.',
  },
  {
    name: 'law',
    cue: /\b(?:law|laws|legal(?:ly)?|illegal|lawyer|attorney|sue|lawsuit|court|contract|lease|landlord|tenant|evict\w*|police|arrest\w*|rights|visa|immigration|custody|divorce|copyright|trademark|fine[ds]?)\b/iu,
    fact: 'I want to know what applies where I live: [country or state].',
    caution: 'First say which rules decide it where I live, then what I can do, in two sentences.',
  },
  {
    name: 'money',
    cue: /\b(?:money|budget|invest\w*|stocks?|loan|debt|tax(?:es)?|salary|income|mortgage|credit|savings?|retire\w*|afford|insurance|bank|pension|crypto\w*|bitcoin)\b/iu,
    fact: 'I need it to fit my numbers: [budget, income or amounts involved].',
    caution: 'First say what it costs and what could go wrong, then what you recommend, in two sentences.',
  },
  {
    name: 'child',
    cue: /\b(?:my (?:son|daughter|kids?|child|children|baby|toddler|teen(?:ager)?)|parenting|newborn|infant)\b/iu,
    fact: 'I want to know what fits my child: [age and what has happened so far].',
    caution: 'First say what is normal at that age, then what to do, in two sentences.',
  },
  {
    name: 'pet',
    cue: /\b(?:dogs?|puppy|puppies|cats?|kittens?|pets?|hamsters?|rabbits?|parrots?|fish tank|aquarium|vet)\b/iu,
    fact: 'I want to know what fits my pet: [species, age and health].',
    caution: 'First say when it needs a vet, then what I can do at home, in two sentences.',
  },
  {
    name: 'cooking',
    cue: /\b(?:recipes?|cook(?:ing)?|bake|baking|dinner|lunch|breakfast|meals?|ingredients?|oven|grill\w*|fry|frying|roast\w*|soup|sauce|dessert|cake|bread|vegan|vegetarian)\b/iu,
    fact: 'I want to cook it for [how many people, and what I have in the kitchen].',
    caution: 'First give the key temperatures and times, then the method in 5 steps or fewer.',
  },
  {
    name: 'travel',
    cue: /\b(?:travel\w*|trip|visit(?:ing)?|flights?|hotels?|vacation|holiday|itinerary|tourist|sightseeing|backpack\w*|road trip)\b/iu,
    fact: 'I want to plan around my trip: [dates, length, who is going and budget].',
    caution: 'First say what to book first, then the rest of the plan day by day.',
  },
  {
    name: 'fitness',
    cue: /\b(?:workout|exercise|gym|muscle|lose weight|weight loss|fitness|training plan|marathon|running|stretch\w*|yoga|lift(?:ing)? weights)\b/iu,
    fact: 'I want to train around my starting point: [fitness level, time per week and any injuries].',
    caution: 'First say what to avoid given my starting point, then the routine in 5 steps or fewer.',
  },
  {
    name: 'work',
    cue: /\b(?:job|interview|resume|résumé|cv|career|hired|hiring|promotion|raise|boss|manager|coworkers?|colleagues?|quit(?:ting)?|layoff|internship)\b/iu,
    fact: 'I want to use it in my work: [role, experience and what I am aiming for].',
    caution: 'First say how my employer is likely to see it, then what to do, in two sentences.',
  },
  {
    name: 'study',
    cue: /\b(?:homework|assignment|exam|test prep|class|course|teacher|professor|school|college|university|thesis|dissertation|grade|studying)\b/iu,
    fact: 'I need it for [course, level and deadline].',
    caution: 'First say what my teacher will look for, then how to get there, in two sentences.',
  },
  {
    name: 'people',
    cue: /\b(?:friends?|boyfriend|girlfriend|wife|husband|partner|relationship|dating|date|family|mom|mum|dad|mother|father|sister|brother|neighbou?rs?|roommate)\b/iu,
    fact: 'I want to handle it well; the situation: [who is involved and what has happened so far].',
    caution: 'First say how the other person is likely to take it, then what to do, in two sentences.',
  },
  {
    name: 'vehicle',
    cue: /\b(?:car|cars|truck|van|motorcycle|motorbike|scooter|boat|motor|engine|tyres?|tires?|brakes?|driving|driver's license)\b/iu,
    fact: 'I want it to fit my vehicle: [make, model, year and what it does now].',
    caution: 'First say what is safe to do myself and what needs a mechanic, then the steps in 5 steps or fewer.',
  },
  {
    name: 'home',
    cue: /\b(?:house|apartment|flat|garden|yard|lawn|furniture|sofa|couch|mattress|roof|plumbing|paint(?:ing)? (?:a|the|my) (?:room|wall)|walls?|floor|carpet|mold|mould|pests?|landlord)\b/iu,
    fact: 'I want it to fit my home: [where I live, what I have to hand and my budget].',
    caution: 'First say what needs a professional, then what I can do myself, in two sentences.',
  },
  {
    name: 'maths',
    cue: /\b(?:prove|proof|theorem|lemma|equation|integral|derivative|gradient of|probability|matrix|algebra|geometry|calculus|impedance|voltage|circuit|physics)\b/iu,
    fact: 'I need it at my level: [course or level, and which methods I may use].',
    // A proof turns on what may be assumed; a computation on whether the working is wanted.
    factBy: [
      { cue: /\b(?:prove|proof|show that)\b/iu, fact: 'I need it at my level: [course or level, and which results I may assume].' },
      { cue: /\b(?:compute|calculate|evaluate|find|solve|derive)\b/iu, fact: 'I need it at my level: [course or level, and whether I need the working or only the result].' },
    ],
    caution: 'First state the method you will use, then work it through step by step.',
  },
  {
    name: 'machine learning',
    cue: /\b(?:machine learning|deep learning|neural (?:net|network)s?|model parallelism|encoders?|decoders?|transformers?|llms?|fine-?tun\w*|training (?:a|the) model|embeddings?|gradient descent|overfitting)\b/iu,
    fact: 'I am working with [framework, model size and the hardware I train on].',
    caution: 'First state what you assume about my data and hardware, then the approach step by step.',
  },
  {
    // Current events turn on where the person lives and what they follow, whatever the kind of ask.
    name: 'news',
    cue: /\b(?:news|headlines|current events)\b/iu,
    fact: 'I want the news that matters to me: [country or city, and the topics I follow].',
    caution: 'First give the three biggest stories, then one line on why each matters.',
    fixed: true,
  },
  {
    name: 'politics',
    cue: /\b(?:politic\w*|president|election|government|democrats?|republicans?|congress|parliament|antifa|maga|qualified immunity|senator|liberals?|conservatives?)\b/iu,
    fact: 'I want to understand it for where I live: [country, and the side of it I care about].',
    caution: 'First give the strongest case on each side, then where the evidence points, in two sentences each.',
  },
  {
    name: 'device',
    cue: /\b(?:phone|iphone|android|laptop|computer|pc|mac|windows|printer|router|wi-?fi|bluetooth|tv|console|headphones|battery|screen)\b/iu,
    fact: 'I want to fix it on my setup: [device, system version and what I tried].',
    caution: 'First say what to back up or check before I start, then the fix in 5 steps or fewer.',
  },
];

/** A kind of ask: what it looks like, the fact it needs when no subject says more, and the answer's shape. */
export interface AskKind {
  readonly name: string;
  readonly cue: RegExp;
  readonly fact: string;
  /** A finer fact by what the ask does, when the kind has one (a how-to: making needs the means, finding the place…). */
  readonly factBy?: ReadonlyArray<{ cue: RegExp; fact: string }>;
  /** The shape of the answer; `object` is what the ask is about, in the person's words (may be empty). */
  readonly shape: (object: string) => string;
  /**
   * The fullest repair's order of work for this kind (the guides: ask for the reasoning, the check, the
   * assumption): what a strong answer to this kind settles first, then what follows from it.
   */
  readonly fuller: string;
}

const about = (object: string, word = 'about'): string => (object ? ` ${word} ${object}` : '');

/** Kinds of ask, most specific first; code and writing are told apart by the caller's own checks. */
export const ASK_KINDS: readonly AskKind[] = [
  {
    name: 'nearby',
    cue: /\b(?:nearest|near me|nearby|closest|in my area|around here|close to me|local)\b/iu,
    fact: 'I want to go somewhere near [town or postcode].',
    shape: () => 'List 2 or 3 places, each with what it offers and how to reach it.',
    fuller: 'First say what sets a good one apart, then which of them has it, in two sentences.',
  },
  {
    name: 'choice',
    cue: /\b(?:should i|should we|or should|which (?:is|one|of)|is it better|better than|\bvs\.?|versus|compare|comparison|difference between|pros and cons|worth it)\b/iu,
    fact: 'I want to decide by what matters most to me: [cost, time, risk or other criteria].',
    shape: () => 'Start with your recommendation in one sentence, then one line on the main trade-off of each option.',
    fuller: 'First name the factor that decides it, then weigh each option against it in two sentences.',
  },
  {
    name: 'ideas',
    // "Do you know any bad words?" asks for some, not for a yes or a no.
    // "the power of suggestion" names no ask for suggestions; "suggestions for…" does.
    cue: /\b(?:suggest(?:s|ed|ing)?\b|suggestions?(?= (?:for|on|about)\b|\?)|recommend\w*|brainstorm|ideas?|names? for|options?|what are (?:some|good|the best)|any tips|gifts?|do you (?:know|have) (?:any|some))\b/iu,
    fact: 'I want to use them for [who they are for and what they should achieve].',
    shape: (o) => `Give 5 ideas${about(o, 'for')} as a numbered list, each with one line on why it works.`,
    fuller: 'First say what the best of them have in common, then rank them from safest to boldest.',
  },
  {
    name: 'summary',
    cue: /\b(?:summari[sz]e|summary|tl;?dr|key points)\b/iu,
    fact: 'I need it to [what the summary is for and who will read it].',
    shape: (o) => `Summarize${o ? ` the ${o}` : ''} in 3 bullet points.`,
    fuller: 'First give the gist in one line, then the 3 points that support it.',
  },
  {
    name: 'plan',
    cue: /\b(?:plan|outline|roadmap|schedule|timeline)\b/iu,
    fact: 'I want to follow it with [the time, people and resources I have].',
    shape: (o) => `Lay out the ${o || 'plan'} as numbered steps, one line each.`,
    fuller: 'First list what must be in place, then the order of the work, one line and one date for each step.',
  },
  {
    name: 'how-to',
    cue: /\bhow (?:do|can|should|could|would) (?:i|we|you|one)\b|\b(?:best|easiest|quickest|good) way to\b|\bhow to\b|\bsteps?\b|\bget rid of\b|\bset ?up\b|\binstall\b|\bfix\b|\bstop\b/iu,
    fact: 'Context: I have tried [what you tried, what happened, and why you need it].',
    // What a how-to answer turns on depends on the doing: making needs the means, finding the place,
    // learning the starting point, dealing with a problem what has happened so far.
    factBy: [
      { cue: /\b(?:make (?:a|an|some|the|my|our|your|homemade|home-made)|build|create|craft|cook|bake|sew|paint|fix|repair|put together)\b/iu, fact: 'I have to hand: [the tools, materials and time I have].' },
      { cue: /\b(?:find|get hold of|buy|locate|reach|contact|sell)\b/iu, fact: 'I am starting from: [where I am, and where I have looked already].' },
      { cue: /\b(?:learn|start|begin|become|be an?|get better at|improve|train|practi[cs]e)\b/iu, fact: 'My starting point: [what I can do now and how much time I have].' },
      { cue: /\b(?:stop|prevent|avoid|get rid of|deal with|handle|tell if|know if|cope|calm|convince|persuade)\b/iu, fact: 'What has happened so far: [what I have noticed and what I have tried].' },
      { cue: /\b(?:use|apply|run|operate|set ?up|install|configure)\b/iu, fact: 'I want to use it for [the job I have in mind, on what setup].' },
    ],
    shape: (o) => `Give the steps${o.startsWith('how to ') ? ` ${o.slice(4)}` : about(o, 'for')} as a numbered list, with what I need before I start.`,
    fuller: 'First point out the step people most often get wrong, then how I can check that it worked, in two sentences.',
  },
  {
    name: 'opinion',
    cue: /^\s*should\b|\b(?:do you think|is it (?:ok|okay|normal|bad|wrong|safe|rude|weird|fine)|would you|what would you|am i)\b/iu,
    fact: 'I want to apply it to my situation: [the part of your situation that matters here].',
    shape: () => 'Give a straight answer in one sentence first, then the one or two reasons that decide it.',
    fuller: 'First give your own view, then the strongest argument against it, in two sentences each.',
  },
  {
    name: 'sense',
    cue: /\bwhat (?:do|does|did|would) [\p{L}' -]{1,30}? (?:taste|smell|feel|look|sound)s? like\b/iu,
    fact: 'I want to picture it from something I know: [a taste, smell or sight I can compare it with].',
    shape: () => 'Describe it in 2 or 3 sentences, comparing it with something familiar.',
    fuller: 'First name the closest thing I would know, then how it differs, in two sentences.',
  },
  {
    name: 'yes-no',
    cue: /^\s*(?:do|does|did|is|are|was|were|can|could|will|has|have)\s+(?!you (?:think|know how|have any (?:tips|ideas|advice|suggestions)))[^?\n]{3,80}\?\s*$/iu,
    fact: 'I am asking because [what I will do with a yes or a no].',
    shape: () => 'Answer yes or no first, then the one fact that decides it.',
    fuller: 'First say yes or no, then what would change the answer, in two sentences.',
  },
  {
    name: 'explanation',
    cue: /\b(?:why|what (?:could|might|would) be the (?:reasons?|causes?)|explain|how does|how do (?:they|these|those|it)|what (?:is|are|does|was)|what do you know about|meaning of|tell me about|describe|definition)\b/iu,
    fact: 'I want to understand it from what I already know: [what you know about it].',
    // A "why" is asked against an expectation; a "what is" about something met somewhere.
    factBy: [
      { cue: /^\s*(?:but\s+)?why\b|\bwhy (?:is|are|do|does|did|would|can't|don't)\b|\bwhat (?:could|might|would) be the (?:reasons?|causes?)\b/iu, fact: 'It puzzles me because [what I expected instead].' },
      { cue: /\bwhat (?:is|are|was)\b|\bmeaning of\b|\bdefinition\b/iu, fact: 'I came across it in [where I saw it, and what I already know about it].' },
      { cue: /\bhow (?:does|do)\b/iu, fact: 'I want the level of detail that fits [what I already know about how it works].' },
    ],
    shape: (o) => `Answer in 3 to 5 sentences${about(o)}, then give one concrete example.`,
    fuller: 'First give the idea in one plain sentence, then the reasoning behind it in under 120 words.',
  },
  {
    name: 'fact',
    // "When I see a woman…" opens a clause, not a question: "when" asks only before its verb.
    cue: /^\s*(?:who|when (?:is|are|was|were|does|do|did|will|can|should)|where (?:is|are|was|were|does|do|did)|what year|(?:what|which) (?:city|country|state|year|day|place|person|company|team|film|movie|book|song|language)\b|how (?:many|much|long|old|far|big|tall|often))\b/iu,
    fact: 'I need it for [where you will use the answer].',
    shape: () => 'Give the answer in one sentence, then say how sure you are and where it comes from.',
    fuller: 'First give the answer, then what it would take for it to be different, in two sentences.',
  },
];

/** The default when nothing says more. */
export const GENERAL_ASK: AskKind = {
  name: 'general',
  cue: /$^/u,
  fact: 'Context: I am asking because [what you will do with the answer].',
  shape: (o) => `Answer in 3 to 5 numbered points${about(o)}.`,
  fuller: 'First state what you assume about my situation, then answer in at most 5 points.',
};

/**
 * Why the person asks, by the kind of ask: the facts a subject turns on serve a different end in a
 * how-to (doing it), a choice (choosing), an explanation (understanding what it means for them) or a
 * statement (what to do next). The subject's gap is said with the kind's end, so a health question
 * and a health how-to ask for the same facts for their own reason.
 */
const KIND_END: Readonly<Record<string, string>> = {
  'how-to': 'I want to do it the way that suits my situation',
  choice: 'I want to choose what suits my situation',
  ideas: 'I want to pick what suits my situation',
  plan: 'I want to follow it in my situation',
  opinion: 'I want to apply your view to my situation',
  'yes-no': 'I want to know if the answer changes for my situation',
  explanation: 'I want to understand what it means for my situation',
  fact: 'I need it for my situation',
  statement: 'I want to know what to do next, given my situation',
};
/** The subject's fact line said with the end of this kind of ask; the subject's own line for other kinds. */
export function subjectFact(subject: Subject, kind: AskKind, text = ''): string {
  const end = KIND_END[kind.name];
  const gap = /\[([^\]]+)\]/u.exec(subject.fact)?.[1];
  if (subject.fixed || !end || !gap) return (!end && subject.factBy?.find((f) => f.cue.test(text))?.fact) || subject.fact;
  return `${end}: [${gap}].`;
}

/** The fact a kind of ask needs, the finer one when the ask says what it does. */
export const factOf = (kind: AskKind, text: string): string => kind.factBy?.find((f) => f.cue.test(text))?.fact ?? kind.fact;
export const subjectOf = (text: string): Subject | null => SUBJECTS.find((s) => s.cue.test(text)) ?? null;
/**
 * A statement with no question and no instruction ("I gave a homeless man food from a week ago."):
 * what is missing is what the person wants done with it.
 */
export const STATEMENT: AskKind = {
  name: 'statement',
  cue: /$^/u,
  fact: 'What I want from you: [advice on what to do next, or just your honest view].',
  // A view stated as fact ("X sucks", "X is overrated") asks for agreement or a counterpoint.
  // A habit, a plan and a past event want different things from the reply: whether it is okay, whether
  // to go ahead, whether it was wrong.
  factBy: [
    { cue: /\b(?:sucks?|is (?:overrated|the best|the worst|great|terrible|awful|stupid|dumb|evil|wrong)|are (?:overrated|the best|the worst|great|terrible|awful|stupid|evil|wrong)|i (?:think|believe|feel) (?:that )?)\b/iu, fact: 'What I want from you: [whether you agree, and the strongest point against my view].' },
    { cue: /\b(?:i can(?:'t|not) help|i always|i keep|i often|every time|whenever|when i see)\b/iu, fact: 'What I want from you: [whether it is okay, and how to change it if not].' },
    { cue: /\b(?:i(?:'m| am) going to|i will|i'll|i swear|i plan to|i(?:'m| am) thinking of)\b/iu, fact: 'What I want from you: [whether it is a good idea, and what to do instead if not].' },
    { cue: /\b(?:i|we) (?:gave|did|had|kissed|told|said|went|saw|took|made|found|got|bought|sold|broke|lost|recently)\b/iu, fact: 'What I want from you: [whether I did something wrong, and what to do now].' },
  ],
  shape: () => 'Tell me first whether it is a problem, then answer in three sentences.',
  fuller: 'First ask me at most 2 questions you would need answered before advising me, then give your advice.',
};
const INSTRUCTION_START = caseless(/^\s*(?:please\s+)?(?:give|tell|make|write|create|show|list|find|help|explain|describe|suggest|recommend|draft|build|generate|plan|compare|summari[sz]e|translate|fix|let's|craft|prepare|design|name|teach|compute|calculate|solve|derive|prove|convert|visuali[sz]e|plot|shut up|stop)\b|^\s*(?:can|could|would|will) you\b/iu);
/** A question without its question mark ("ARe there any virgins available"): read as the question it is. */
const QUESTION_OPENING = caseless(/^\s*(?:are|is|do|does|did|can|could|will|would|should|has|have|what|how|why|where|which|who)\b/iu);
export const askKindOf = (text: string): AskKind => {
  const asked = !/[?？]/u.test(text) && QUESTION_OPENING.test(text) && !text.includes('\n') ? `${text.trim()}?` : text;
  return ASK_KINDS.find((k) => k.cue.test(asked)) ?? (asked.trim() && !/[?？]/u.test(asked) && !INSTRUCTION_START.test(asked) ? STATEMENT : GENERAL_ASK);
};
