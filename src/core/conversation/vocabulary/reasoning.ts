/**
 * How a reasoning model's visible thinking talks (DeepSeek R1, QwQ / Qwen3 thinking, Kimi thinking, Grok "Think"):
 * it deliberates about the request in the third person ("Okay, so the user is asking…", "Hmm, let me think",
 * "嗯，用户想…", "好的，我需要…") before the answer, which addresses the person. Product knowledge of the
 * thinking panels' text (medium confidence: the English and Chinese openers are how R1/QwQ thinking reads;
 * the other languages' "the user" are the same reference by analogy, low).
 */
/** The thinking speaks of the person in the third person ("the user wants", "用户想"): its defining voice. */
const THIRD_PERSON_USER: readonly RegExp[] = [
  /\bthe user(?:'s)?\b/i,
  /(?:^|[^\p{L}])(?:el usuario|la usuaria|o usuário|a usuária|l'utilisateur|l’utilisateur|der nutzer|der benutzer|die nutzerin|l'utente|l’utente|пользователь)/iu,
  /用户|用戶|ユーザー|사용자/,
];

/** How thinking opens and goes on when it does not name the person. */
const DELIBERATION_OPENERS: readonly RegExp[] = [
  /^(?:okay|ok|alright|hmm+|so|well|first),? (?:so |let me|let's|i need to|i should|i'll|i will|the )/i,
  /\blet me (?:think|figure|check|consider|recall|start|see)\b/i,
  /\bi need to (?:figure|explain|answer|make sure|think|respond)\b/i,
  /^(?:嗯|好的|好吧|首先)[，,]/,
  /(?:让我|讓我|我需要|我得)(?:想|思考|考虑|考慮|看看|确认|確認)/,
];

/** The thinking's defining voice alone: it speaks of the person in the third person. */
export function speaksOfTheUser(text: string): boolean {
  const head = text.slice(0, 400);
  return THIRD_PERSON_USER.some((re) => re.test(head));
}

/**
 * A paragraph that reads as the model thinking about the request, not answering it: it speaks of
 * the person in the third person, or it deliberates without speaking to anyone. "Ok, I'll try. Let
 * me think about it for a minute. Have you found a bank yet…?" speaks to the person: an answer (a
 * chatbot's reply in a dialogue), not a thinking panel.
 */
export function soundsLikeDeliberation(paragraph: string): boolean {
  const head = paragraph.slice(0, 400);
  if (THIRD_PERSON_USER.some((re) => re.test(head))) return true;
  let hits = 0;
  for (const re of DELIBERATION_OPENERS) if (re.test(head)) hits++;
  return hits >= 1 && !/\byou\b/i.test(head);
}

/**
 * Thinking that plans the reply in the first person without speaking to anyone ("I should keep it short.",
 * "I'll start with the basics.", also after a first sentence: "Hmm, they probably need an aggregate… I should also
 * mention usecols"), or muses ("Hmm, …"): an answer that says what it will do says it to the person ("I'll show
 * you…"). Only a continuation: alone, it could open an answer.
 */
const FIRST_PERSON_PLAN = /(?:^|[.!?。！？]\s*)(?:(?:i (?:should|must|need to|want to|will)|i'll|i’ll|let's) |(?:hmm+|um+),\s)|(?:^|[。！？])我(?:需要|应该|應該|得|要|打算|会|會)|(?:^|[。！？])我们(?:需要|应该|可以)/i;

/**
 * How thinking under way moves to its next step ("But wait, …", "然后…", "另外，…"): an answer's first paragraph
 * does not open by going on from something before it. Read only as a continuation (medium: how R1 and QwQ thinking
 * reads). Not "Also" or "Then": a short answer opens so ("Also in moderation.").
 */
const NEXT_STEP = /^(?:but wait|wait),? |^(?:然后|其次|接下来|另外|此外|再者)[，,]?/i;

/** A further paragraph of thinking already under way: any of its turns of phrase is enough. */
export function continuesDeliberation(paragraph: string): boolean {
  const head = paragraph.slice(0, 400);
  if (FIRST_PERSON_PLAN.test(head) && !/\byou|你|您/i.test(head) && head.length <= 200) return true;
  return THIRD_PERSON_USER.some((re) => re.test(head)) || DELIBERATION_OPENERS.some((re) => re.test(head)) || NEXT_STEP.test(head);
}
