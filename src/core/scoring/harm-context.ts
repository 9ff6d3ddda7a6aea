/**
 * Harm words in a technical or idiomatic sense are not harm: "kill the process", "hack together a
 * script", "shoot a photo", "execute the query", "attack surface" in a security review. Each reading
 * is named with the sense it stands for; the harm count of a message is reduced by how many of its
 * harm words are used in one of these senses (lexicon.ts HARM_MARKERS counts the words).
 */
import { caseless, Caseless, needsUnicode } from './caseless';

export interface BenignSense {
  name: string;
  /** Lower-case stems the text must contain for the pattern to be worth running (most texts have none). */
  cues: readonly string[];
  /**
   * Matches the harm word together with what makes it harmless. Over ASCII words a caseless pattern
   * (counted in its lower-case form, the cheapest to compile: these are first met deep into a long
   * conversation); one that reads letter case (`IllegalStateException`) as written.
   */
  pattern: Caseless | RegExp;
}

const SECURITY_DEFENCE = caseless(/\b(?:prevent|protect|mitigat|defen[cs]|defend|secur|detect|review|audit|harden|pentest|threat model|vulnerab|sanitiz|escape)/iu);

export const BENIGN_SENSES: readonly BenignSense[] = [
  { name: 'ending a process or job', cues: ['kill'], pattern: caseless(/\bkill(?:s|ed|ing|all)?\s+(?:-\d+\s+|-s\s+\w+\s+)?(?:the |a |an |that |this |all |my |any |every |stuck |old |running |hung |zombie |child |background )*(?:process(?:es)?|task|job|pid|server|container|pod|thread|session|tab|app|query|queries|connection|signal|command|worker|port|instance|program|script|service|daemon|node|loop|it with)\b|\bkill -\d|\bpkill\b|\bkillall\b/giu) },
  { name: 'a killer feature or killing a deal', cues: ['kill'], pattern: caseless(/\bkiller (?:feature|app|idea)\b|\bkill(?:s|ed|ing)? (?:two birds|the (?:deal|idea|feature|mood|vibe))|\bkill time\b/giu) },
  { name: 'hacking as quick building', cues: ['hack'], pattern: caseless(/\bhack(?:ed|ing)? (?:together|on|around|up)\b|\b(?:quick|ugly|dirty|clever|growth|life) hacks?\b|\bhackathon\b|\bhacky\b/giu) },
  { name: 'shooting a photo, a video or a message', cues: ['shoot'], pattern: caseless(/\bshoot(?:ing)? (?:a |the |some |me an? |you an? )?(?:photo|picture|video|film|scene|footage|portrait|wedding|email|e-mail|message|text|note|quick)\b|\bphoto ?shoot\b/giu) },
  { name: 'running code', cues: ['execut'], pattern: caseless(/\bexecut(?:e|es|ed|ing|ion of) (?:the |a |an |this |that |my |each |every )?(?:script|command|query|queries|code|function|plan|order|statement|program|task|job|test|migration|request|transaction|batch|file|step)s?\b/giu) },
  { name: 'attacks in a security review', cues: ['attack'], pattern: caseless(/\battack\s+(?:surface|vector|tree|path)s?\b|\b(?:heart|panic|asthma) attack\b/giu) },
  { name: 'destroying software objects', cues: ['destroy'], pattern: caseless(/\bdestroy(?:s|ed|ing)? (?:the |a |an |this |that |all )?(?:object|instance|component|session|container|cluster|resource|stack|environment|window|widget|view|table|database|vm|node|old|terraform)s?\b/giu) },
  { name: 'hurting performance or results', cues: ['hurt'], pattern: caseless(/\bhurt(?:s|ing)? (?:the |my |our |your )?(?:performance|latency|readability|seo|ranking|score|chances|sales|battery|speed|build)\b/giu) },
  { name: 'spies as a subject: satellites, planes, fiction', cues: ['spy'], pattern: caseless(/\bspy[- ](?:satellites?|planes?|aircraft|novels?|movies?|films?|thrillers?|stor(?:y|ies)|games?|shows?|series|fiction|genre)\b/giu) },
  { name: 'cheat sheets and codes', cues: ['cheat'], pattern: caseless(/\bcheat ?(?:sheet|code)s?\b/giu) },
  { name: 'illegal values in programs', cues: ['illegal'], pattern: /\billegal(?:argument|state|access)?(?:exception)?\b(?= (?:argument|state|character|instruction|value|operation|access|move|hardware|seek|escape|offset|token|reflective))|\bIllegal\w*Exception\b/gu },
  { name: 'harmless turns of phrase', cues: ['harm', 'weapon', 'bomb', 'gun', 'punch', 'stupid', 'steal'], pattern: caseless(/\bno harm\b|\bharmless\b|\bsecret weapon\b|\b(?:photo|bath|f-)bomb\b|\b(?:glue|nail|heat|spray|staple) gun\b|\bpunch ?(?:line|card)\b|\bstupid question\b|\bsteal(?:s|ing)? focus\b/giu) },
];

/**
 * Asking what the law says ("Is it illegal to be naked in public in Wyoming?", "What do the statutes
 * say about…") seeks legal information, which is what people should ask before acting; the harm words
 * in it name what the law is about. Not when the message also asks how to do it or how to get away with it.
 */
const ASKS_WHAT_THE_LAW_SAYS =
  caseless(/\b(?:is it|is this|is that|would it be|are (?:they|these|there|we|you))\s+(?:\w+\s+){0,2}(?:il)?legal(?:ly)?\b|\b(?:statutes?|laws?|legislation|regulations?|penal code|criminal code|legal code)\b[^.?!\n]{0,60}\b(?:say|says|said|on|about|regarding|govern|cover|allow|prohibit|ban)\b|\bunder what circumstances\b[^.?!\n]{0,60}\b(?:il)?legal\b|\bagainst the law\b/iu);
const ASKS_HOW_TO_DO_IT = caseless(/\bhow (?:can|do|could|should|would|to) (?:i|we|you|one)?\b|\bhelp me\b|\btell me how\b|\bways? to\b|\bwithout getting caught\b|\bget away with\b|\bnot get caught\b/iu);
export const asksWhatTheLawSays = (text: string): boolean => ASKS_WHAT_THE_LAW_SAYS.test(text) && !ASKS_HOW_TO_DO_IT.test(text);
/**
 * Every match of ASKS_WHAT_THE_LAW_SAYS holds one of these (legal, laws, statutes, legislation,
 * regulations, penal/criminal code): a lower-cased text without them is not asking about the law.
 * (Its pattern is the costliest of the harm checks and most harm words come without them.) Holds for
 * the pattern without `u`; a text that needs `u` (caseless.ts: ſ folds to s there) is always tested.
 */
const LAW_CUES: readonly string[] = ['legal', 'law', 'statute', 'legislation', 'regulation', 'code'];

const containsAny = (lower: string, cues: readonly string[]): boolean => {
  // An index loop, not for…of: with TurboFan off (the command's one-conversation runs) each step of an
  // array iterator is a builtin call and a result object (decision 0046).
  for (let i = 0; i < cues.length; i++) if (lower.includes(cues[i]!)) return true;
  return false;
};

/** How many harm words of the message are used in a benign sense (an upper bound on what to subtract). */
export function benignHarmUses(text: string): number {
  const lower = text.toLowerCase();
  // Every harm word of a question about the law is about the law (an upper bound: all of them).
  if ((needsUnicode(text) || containsAny(lower, LAW_CUES)) && asksWhatTheLawSays(text)) return Number.POSITIVE_INFINITY;
  let n = 0;
  for (let i = 0; i < BENIGN_SENSES.length; i++) {
    const sense = BENIGN_SENSES[i]!;
    if (!containsAny(lower, sense.cues)) continue;
    n += sense.pattern instanceof Caseless ? sense.pattern.count(text) : (text.match(sense.pattern) ?? []).length;
  }
  // "XSS attack", "DDoS attack": benign when the message is about defending against it.
  if (lower.includes('attack') && SECURITY_DEFENCE.test(text)) n += (text.match(/\b(?:xss|csrf|ddos|dos|injection|replay|timing|brute[- ]force|phishing|mitm|man-in-the-middle) attacks?\b/giu) ?? []).length;
  return n;
}

/**
 * A harmful request, read as what the person means to do, not as the words it holds (issue 14: "What
 * type of Rifle is an AK47?" and "explain the theory of sexual selection" ask about a topic; "How can I
 * hurt someone with an ice pick?" means to hurt someone). Each reading is a named detector with the
 * reason it stands for. A message whose harm words (lexicon.ts HARM_MARKERS, less their benign senses)
 * come with none of these readings asks about a topic: history, how something works, safety, law,
 * fiction or health, and does not colour the replies after it.
 */
export interface HarmDetector {
  name: string;
  reason: string;
  /** True when the message (lower-cased, straight apostrophes) reads this way. */
  reads: (lower: string) => boolean;
}

/** Doing harm to someone or taking what is theirs (stems: "kill" reads "kills", "killing"). */
const HARM_VERB = String.raw`(?:kill|murder|hurt|harm|injure|poison|stab|shoot|punch|beat|slap|strangle|choke|torture|kidnap|rob|mug|steal from|hack|blackmail|bully|cyberbully|harass|stalk|spy on|threaten|insult|humiliate|scam|manipulate|lie to|drug|spike|frame|destroy|ruin|get rid of|break|attack|assault|rape|abuse|burn|isolate|cheat on|get back at|get even with|revenge on|run over|finger|sabotage|defraud|blind|spit(?:ting)? on|throw \w+ at|dig up|impersonate|mess with|sleep with|be mean to|knock out|use (?:it|this|that) on|take (?:their|his|her|someone's)|gain access to)(?:s|es|d|ed|ing|ping|bing|ging|ming|ning|ted|ting|bed|ped|ged)?`
/** Whom harm is aimed at: a person, people, an animal someone owns, a group. */
const TARGET = String.raw`(?:someone|somebody|anyone|anybody|everyone|people|persons?|humans?|him|her|them|me|you|(?:my|his|her|their|your|our|someone's|a|an|any|every|the|this|that|some|these|those|other) (?:[\w']+ )?(?:girl|guy|boy|man|woman|kid|child|children|baby|cop|teacher|stranger|neighbou?r|coworker|co-worker|classmate|person|dog|cat|wife|husband|boss|ex|mom|dad|mother|father|brother|sister|girlfriend|boyfriend|friend|son|daughter|roommate|partner|family|parents|contestant|people|trucker|bank|store|shop|house|car|account|body|bodies|corpse|grandma|old lady)s?|(?:black|white|asian|indian|chinese|mexican|jewish|muslim|arab|gay|fat|poor|old) (?:people|men|women|guys|folks)|jews|muslims|mexicans|immigrants|women|girls|kids|children|cops|police|neighbou?rs?|strangers|truckers|officers|animals|pets)`
/** Said as not wanting it: "I don't want to harm them", "without hurting anyone". */
const NEGATED = /\b(?:don't|dont|do not|not|never|without|avoid|no one|nobody|won't|wouldn't|stop)\s+(?:\w+\s+){0,2}$/u;
const AIMED = new RegExp(String.raw`\b${HARM_VERB}\s+(?:[\w']+\s+){0,2}?${TARGET}\b`, 'gu');
/** Asking how to do it, or for the means: the person means to act. */
const HOW_TO = /\bhow (?:can|do|could|should|would|might|will|would) (?:i|we|one|you|someone|somebody|a person)\b|\bhow to\b|\b(?:best|easiest|quickest|fastest|safest|simplest|surest|good|reliable) (?:way|ways|method|methods|place|places|tool|tools|weapon|weapons|poison|drug|drugs|spot|time)\b|\bways? to\b|\btips\b|\bhelp me\b|\bteach me\b|\bshow me how\b|\bwhere (?:can|could|do|should) (?:i|we|you|one) (?:get|buy|find|hide|score|sell|dump|order)\b|\bwhat (?:can|should|do|could) i (?:use|need|do|get|buy)\b|\b(?:can|should|could) i\b|\bthings i can\b|\bways (?:that )?i can\b|\bi could \w+ (?:someone|something|him|her|them)\b|\bcan you (?:help|find|get|give|tell me how|hack|make)\b|\bi need (?:help|you to)\b/u;
/** Saying one means to do it: "I want to…", "I'm planning to…". */
const WANTS_TO = /\bi(?:'m| am)? (?:want|wanna|gonna|going to|plan|planning|intend|would like|'d like|am going to|am about to|'m about to)\b|\bi(?:'d| would) like to\b|\bi need\b|\bi'?ll\b|\bi will\b/u;
/** Getting away with it: hiding it from the law or from the person it harms. */
const EVADES = /\b(?:get|getting|be|being) caught\b|\bget away with\b|\bundetect|\buntrace|\bto trace\b|\bcan't be traced\b|\bsafe from the law\b|\bescape route\b|\bcover (?:it |this )?up\b|\bwithout (?:them|him|her|anyone|anybody|my \w+|their \w+) (?:knowing|noticing|finding out)\b|\bwithout paying\b|\bnot letting them know\b|\b(?:not allowed|banned|forbidden) to (?:buy|own|have|get|carry)\b|\bhide (?:the|a) body\b|\bbehind (?:their|his|her|my \w+'s) back\b/u;
/** Asking for hurtful words: insults, slurs, demeaning jokes. */
const HURTFUL_WORDS = /\b(?:some|any|good|best|funny|worst|more|other|mean|nasty|cruel|\d+)\s+(?:[\w']+\s+)?(?:insults?|slurs?|things to say)\b|\b(?:insults?|slurs?|names|jokes?|slang terms?) (?:for|about|to call|i can call|to say to)\b|\b(?:dirty|racist|sexist|offensive|mean) jokes?\b|\bmore (?:dirty|gross|offensive)\b|\b(?:mean|nasty|cruel|hateful) (?:things|note|message|comment|letter|email|names)\b|\bracial slurs?\b|\b(?:bad|profane|dirty|worst|curse|cuss|swear) words?\b|\bbad wored\b/u;
/** A group of people judged as a whole. */
const GROUP = /\b(?:black|white|asian|indian|chinese|mexican|jewish|muslim|arab|gay|trans(?:gender)?|fat|lower class) (?:people|persons|men|women|guys|folks)\b|\b(?:blacks|whites|asians|arabs|jews|muslims|mexicans|gays|immigrants|illegals|illegal aliens)\b|\b(?:women|men|people) are\b/u;
const JUDGES = /\b(?:are|is|should|shouldn't|don't|dont|can't|cant|always|never|all|carry|deserve|so|hate|better|worse|inferior|superior|lazy|dumb|stupid|ugly|smell|like|think|get rid of|isolate|why)\b/u;
/** Calling someone names: "you're very ugly", "Why is your mother dumb?", "troll this idiot". */
const NAME_CALLING = /\b(?:you|you're|youre|your \w+|he|she|they|he's|she's|they're|women|men|people)\b[^.?!]{0,20}\b(?:stupid|dumb|ugly|idiot|moron|disgusting|inferior|retarded)\b|\b(?:this|that|an?|you) (?:stupid |dumb |little )?(?:idiot|moron)\b|\bdumb ass\b|\b(?:are|is) [\w ]{1,25}? (?:so|such|very|really|all|just) (?:stupid|dumb|ugly|idiots?|morons?|disgusting|inferior|retarded|lazy|worthless)\b|\b(?:are|is|'re|'s) (?:so |such |very |really |all |just )?(?:stupid|dumb|ugly|idiots?|morons?|disgusting|inferior|retarded|lazy|worthless)\b/u;
/** A private person's details: where they live, how to reach them, their accounts. */
const PRIVATE = /\b(?:home|residential) address\b|\bpersonal email\b|\bwhere does (?:he|she) live\b|\b(?:his|her|their|someone's|girlfriend's|boyfriend's|wife's|husband's|ex's) (?:\w+ )?(?:password|address|phone number|social security|credit card|email)\b|\b(?:phone number|address|social security|credit card|password|email)s? (?:of|for) (?:[a-z]+ [a-z]+|him|her|them|someone|my \w+)\b|\bwhat's (?:his|her|their) (?:phone number|address|number)\b|\bfull address\b|\b(?:send|give) me (?:[a-z]+ [a-z]+'?s?) (?:email|address|phone number)\b/u;
/** Sexual words addressed to the assistant or to someone present. */
const SEXUAL = /\b(?:sex|sexy|sexual|naked|nude|horny|penis|vagina|boobs|porn|finger)\b/u;
const ADDRESSED = /\b(?:with me|with you|your (?:body|\w+ (?:body|ass))|do you (?:want|like)|wanna|let's|baby|me now|my (?:naked|\w+ (?:body|cock)))\b|\bfinger (?:it|my|me)\b/u;
/** Hard drugs asked about as something to take, get or make. */
const HARD_DRUGS = String.raw`(?:cocaine|crack cocaine|heroine?|meth|lsd|mdma|ecstasy|opioids?|opiods?|weed|marijuana|psilocybin|magic mushrooms|shrooms|ketamine|rohypnol|roofies)`;
const HARD_DRUG_USE = new RegExp(String.raw`\b(?:better|best|fastest|strongest)\b[^.?!]{0,30}\b${HARD_DRUGS}\b|\bwhere (?:can|could|do|should) (?:i|we|you|one) (?:get|buy|find|score|order|grow)\b[^.?!]{0,20}\b${HARD_DRUGS}\b|\b${HARD_DRUGS}\b[^.?!]{0,40}\b(?:smoke|snort|inject|take|try|buy|get|make|cook|grow|sell|better|feels?|high|dose|mix)\b|\b(?:smoke|snort|inject|take|try|buy|get|make|cook|grow|sell)\b[^.?!]{0,30}\b(?:cocaine|heroine?|meth|lsd|mdma|ecstasy|opioids?|drugs|weed|marijuana)\b|\bget (?:high|drunk)\b`, 'u');
/**
 * Asking about a topic for safety, health or law: protecting someone, recognising the signs, treating
 * or quitting, what the law says. Outweighs a how-to frame or a stated plan ("How can I protect my kids
 * from drugs?"), not harm aimed at someone or a way to get away with it.
 */
const SAFETY_OR_HEALTH = /\b(?:protect|prevent|avoid|stay safe|keep (?:\w+ )?safe|defend|recogni[sz]e|signs? of|warning signs?|report|in case of|treat|treatment|symptoms?|recover|quit|stop (?:using|drinking|smoking)|addiction|addicted|therapy|therapist|hotline|doctor|legal(?:ly)?|law|laws|(?:hurt|harm|injure|hurting|harming) myself|overcome|cope|afraid|worried|anxious)\b/u;
/** Words that are harm in themselves: slurs, obscenities, crimes named by their act, violence done. */
const HARM_IN_ITSELF = /\b(?:murder|defraud|sabotage|impersonat(?:e|ing) (?:a |the )?(?:police|cop|officer|doctor)|for me to die|end my life|rape|kidnap|torture|strangle|arson|terroris[mt]|shoplift|hotwire|launder|counterfeit|smuggle|forge|vandali[sz]e|blackmail|bribe|spiking|spike (?:her|his|a|their)|drug (?:her|him)|hack into|break into|break in|pick a lock|lock pick|burglar|identity theft|fake id|hurt (?:someone|him|her|them)|beat (?:up|him|her)|break (?:someone|his|her)|set (?:on )?fire|burn down|cannibal|human meat|kill myself|self harm|dead body|nigger|faggot|retard|kkk|fuck|fucking|shit|asshole|bitch|slut|whore|pussy|dick|cock|cunt|bastard|piss|tits|\w*fuck\w*|cyberbully|harass|stalk|revenge|get back at|get even with|slurs?|racist|nazi)\b/u;

const someAimed = (lower: string): boolean => {
  AIMED.lastIndex = 0;
  for (let m = AIMED.exec(lower); m; m = AIMED.exec(lower)) if (!NEGATED.test(lower.slice(Math.max(0, m.index - 40), m.index))) return true;
  return false;
};

export const HARM_DETECTORS: readonly HarmDetector[] = [
  { name: 'hurtful words', reason: 'asks for hurtful words about people', reads: (l) => HURTFUL_WORDS.test(l) },
  { name: 'harm aimed at someone', reason: 'aims harm at someone', reads: someAimed },
  { name: 'getting away with it', reason: 'asks how to get away with harm', reads: (l) => EVADES.test(l) },
  { name: 'a group judged as a whole', reason: 'judges a group of people as a whole', reads: (l) => GROUP.test(l) && JUDGES.test(l) },
  { name: 'calling someone names', reason: 'calls someone names', reads: (l) => NAME_CALLING.test(l) },
  { name: "a private person's details", reason: "asks for a private person's details", reads: (l) => PRIVATE.test(l) },
  { name: 'words harmful in themselves', reason: 'names a harmful act or uses a slur', reads: (l) => HARM_IN_ITSELF.test(l) },
  // The readings below are a frame around a harm word; a question for safety, health or law outweighs them.
  { name: 'taking or getting hard drugs', reason: 'asks about taking or getting drugs', reads: (l) => HARD_DRUG_USE.test(l) && !SAFETY_OR_HEALTH.test(l) },
  { name: 'asking how to do it', reason: 'asks how to do something harmful', reads: (l) => HOW_TO.test(l) && !SAFETY_OR_HEALTH.test(l) },
  { name: 'saying one means to do it', reason: 'says it means to do harm', reads: (l) => WANTS_TO.test(l) && !SAFETY_OR_HEALTH.test(l) },
  { name: 'sexual words addressed to someone', reason: 'makes sexual remarks at someone', reads: (l) => SEXUAL.test(l) && ADDRESSED.test(l) && !SAFETY_OR_HEALTH.test(l) },
];

/** Longer than this, a message is mostly material (a paste, a brief), not an ask to read for harm by its words. */
const MATERIAL_LENGTH = 600;

/** A writing task over material the person pastes: the words after it are the material's. */
const WORKS_ON_MATERIAL = /^\W*(?:please\s+)?(?:re-?write|translate|summari[sz]e|proofread|edit|continue|paraphrase|correct|shorten|improve)\b[^.?!\n]{0,60}\b(?:the following\b|(?:this|the following|the|these|my)\s+(?:\w+\s+)?(?:song|lyrics|poem|story|text|paragraph|passage|essay|script|screenplay|interview|chapter|scene|article|dialogue|verse)\b)/u;

/**
 * Read in every message of the person, harm words or not: what the words alone would miss ("What's
 * the best way to get someone's Instagram password?").
 */
const STRUCTURAL: readonly HarmDetector[] = [
  ...HARM_DETECTORS.filter((d) => ['harm aimed at someone', 'getting away with it', 'hurtful words', "a private person's details", 'taking or getting hard drugs'].includes(d.name)),
];

/**
 * The detector that reads the message as a harmful request or statement, or null when its harm words
 * name a topic. Asked only of messages with harm words left after their benign senses.
 */
export function harmfulReading(text: string, harmWords = true): HarmDetector | null {
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  // A task over pasted writing ("Rewrite this song to be about programming: [Verse 1]…"): its harm
  // words belong to the song, story or interview, not to the person's intent.
  if (WORKS_ON_MATERIAL.test(lower)) return null;
  // In a long message (a brief, a paste) only harm aimed at someone or hidden from the law, asked
  // hurtful words, private details or drugs read as intent: a frame word or a word of the material does not.
  const detectors = harmWords && lower.length <= MATERIAL_LENGTH ? HARM_DETECTORS : STRUCTURAL;
  for (let i = 0; i < detectors.length; i++) if (detectors[i]!.reads(lower)) return detectors[i]!;
  if (!harmWords) return null;
  // Harm words without a harmful reading: a topic when the message asks about one, else (a remark,
  // a bare "heroin, sorry" in a harmful exchange) read as before, as harm.
  for (let i = 0; i < TOPIC_FRAMES.length; i++) if (TOPIC_FRAMES[i]!.reads(lower)) return null;
  return UNFRAMED_HARM;
}

/**
 * The ways of asking about a topic that a harm word does not make harmful (issue 14). Read only when
 * no harmful reading applies: "What is the best poison…" is a way to do harm, not a definition.
 */
export const TOPIC_FRAMES: readonly HarmDetector[] = [
  { name: 'what a thing is', reason: 'asks what something is', reads: (l) => /^\W*(?:so |and |ok |okay )?(?:what|which)(?:'s| is| are| was| were| type| kind| sort| does| do)\b|\bwhat (?:type|kind|sort) of\b|\bwhat does [\w' -]{1,30} mean\b/u.test(l) },
  { name: 'history or how it works', reason: 'asks about history or how something works', reads: (l) => /\b(?:explain|theory|history|historical|invented|origin|evolution|evolved|why (?:did|was|were|doesn't|does|is|are)|when (?:did|was|were)|who (?:invented|was|were)|how (?:does|do|did) (?:a |an |the )?[\w-]+(?: [\w-]+)? (?:work|function)|what happened)\b/u.test(l) },
  { name: 'what the law says', reason: 'asks what the law says', reads: (l) => /\b(?:legal|illegal|legally|law|laws|statutes?|regulations?)\b/u.test(l) && !/\b(?:how (?:can|do|to)|without|get away|caught)\b/u.test(l) },
  { name: 'safety or health', reason: 'asks about safety or health', reads: (l) => SAFETY_OR_HEALTH.test(l) },
  { name: 'fiction or a game', reason: 'asks about fiction or a game', reads: (l) => /\b(?:novel|story|stories|fiction|movie|film|book|manga|anime|series|song|lyrics|poem|\w*games?|character|plot)\b/u.test(l) },
  { name: 'whether a thing is so', reason: 'asks whether something is so', reads: (l) => /^\W*(?:is|are|was|were|does|do|did) (?:a|an|the|this|that|it)\b/u.test(l) && !/\b(?:ok|okay|fine|alright|wrong|bad|possible|easy|hard|best|better) (?:to|if)\b/u.test(l) },
  // hh-helpful: "I have pets so don't want to harm them."
  { name: 'harm said as not wanted', reason: 'says it does not want harm', reads: (l) => /\b(?:don't|dont|do not|not|never|without|avoid)\s+(?:\w+\s+){0,2}(?:harm|hurt|kill|injur)/u.test(l) },
  // arena-hard: a Redis cluster's "master/slave" lines, a game script's "ammo", a long story to rewrite.
  { name: 'a task over code or long material', reason: 'works on code or pasted material', reads: (l) => l.length > MATERIAL_LENGTH || l.includes('```') || /\n[^\n]*(?:[{};=()[\]]|\/\/)[^\n]*\n[^\n]*(?:[{};=()[\]]|\/\/)/u.test(l) },
  { name: 'how serious or common', reason: 'asks how serious or common something is', reads: (l) => /^\W*how (?:serious|dangerous|common|bad|often|widespread|likely)\b/u.test(l) },
];
/** Harm words outside any harmful reading or topic frame: read as harm, as word presence always did. */
export const UNFRAMED_HARM: HarmDetector = { name: 'harm words outside a topic', reason: 'uses harm words outside any topic', reads: () => true };
