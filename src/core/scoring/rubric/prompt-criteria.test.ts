import { describe, expect, it } from 'vitest';
import { analyzeConversation } from '../engine';
import { listsProhibitions } from './prompt-criteria';
import { runOnAsList, runOnParts } from './run-on';

/** The rubric's signals for a person's opening message. */
const signalsOf = (content: string) => {
  const m = analyzeConversation({ messages: [{ role: 'user', content }] }, { analysisDepth: 'deep' }).messages[0]!;
  return new Map(m.signals!.map((s) => [s.key, s.value]));
};

describe('each rubric criterion checks one observable thing (the messages are the kinds the guides use)', () => {
  it.each([
    ['purpose: a writing task that says who it is for', 'Write an introduction for our weekly newsletter so that new hires know whom to ask for help.', 'strategic.purpose', 1],
    ['purpose: missing on an open-ended task', 'Write a marketing email for our new features.', 'strategic.purpose', 0],
    ['one task: two unrelated questions', "What's the best method of boiling water and why is the sky blue?", 'strategic.oneTask', 0],
    ['direct: a hedged request', 'Can you suggest some changes to improve this function?', 'tactical.direct', 0.5],
    ['direct: a negative-only instruction', "Don't end haikus with a question:\nHaiku are fun\nA short and simple poem", 'tactical.direct', 0.4],
    ['output: a counted shape', 'Summarize this policy in 5 bullet points for department administrators.', 'tactical.output', 1],
    // Reasons audit (2026-11-27): "a 120-word notice" was told it "does not say what shape, length or focus" — false.
    ['output: a length written as a compound ("a 120-word notice")', 'Write a 120-word notice for tenants about the lift repairs on Monday.', 'tactical.output', 1],
    ['evidence: a failure report without the error', 'My React list does not work anymore, what is wrong?', 'tactical.evidence', 0.2],
    ['evidence: a failure report with the error text', 'React logs "Each child in a list should have a unique key prop" and the items flicker. Expected: only the deleted item disappears.', 'tactical.evidence', 1],
    ['clear: a bare pointer with nothing pasted', 'what does this do', 'tactical.clear', 0.4],
    // Reasons audit: a lower-case question is not "written in clear sentences" (a '+' it used to get).
    ['written: a lower-case start is not a strength', 'what are some pranks with a pen i can do?', 'tactical.wellWritten', 0.65],
    // Detectors that were wrong on guide-style pairs (2026-11-25): each row is the message that showed it.
    ['direct: hedges after the opening count too', 'Hey, so I was wondering, could you maybe take a look at this function and perhaps suggest some ideas about what might possibly make it a bit faster, if that\'s something you can do? No worries if not!', 'tactical.direct', 0.4],
    ['purpose: a rewrite that names the result it must reach', 'Rewrite this function to run in linear time.\n\n```python\ndef has_duplicates(xs):\n    return len(xs) != len(set(xs))\n```', 'strategic.purpose', 1],
    ['purpose: the reader named as a person', 'Explain what an API is in plain words, in three sentences, for a shop owner.', 'strategic.purpose', 1],
    // aside-7 (read): the steps of a task set in two sentences, and the answer's place named by its tags.
    ['steps: "First … . Then …" across a sentence break', 'Using only the report below, first copy every sentence about refunds. Then say in one line whether refunds are allowed after 30 days.\n\n<report>\nRefunds are possible within 14 days of purchase.\n</report>', 'cognitive.steps', 1],
    ['output: the answer asked inside tags', 'Read the policy below and answer inside <answer> tags whether remote work is allowed.\n\n<policy>\nStaff may work remotely two days a week.\n</policy>', 'tactical.outputGiven', 0.8],
    ['role: given in French ("Tu es relecteur pour…")', "Tu es relecteur pour une revue de sociologie. Relis le paragraphe ci-dessous et corrige la syntaxe.\n\n« Le teletravail a connu un essor considerable depuis 2020. »", 'innovation.role', 1],
    ['constraints: the way out when the material does not say ("give the model an out")', 'Who signed the lease? If the text does not say, answer "not stated".\n\n<text>\nThe lease runs from May to April and the rent is due on the first.\n</text>', 'tactical.constraints', 1],
    ['purpose: a text asked for with the effect it must have ("a post announcing …")', 'Write a LinkedIn post announcing that Harbour Bakery won Best Small Employer 2025, thanking our 9 staff by name.', 'strategic.purpose', 1],
    // aside-8 (read, session 37): the reader named in a brief's field, or as the one the text answers, was not seen.
    ['purpose: the audience in the brief\'s Context field', 'Persona: you are the head of operations.\nTask: write the announcement that the office moves to Dock Street.\nContext: the audience is 40 staff, most of whom commute by train.\nFormat: an email under 120 words.', 'strategic.purpose', 1],
    ['purpose: the reader as the one the text answers ("answering a customer")', 'You are answering a customer of our bike shop. Write a reply to the email below that offers a repair slot on Friday.\n\n<email>\nMy brakes squeak since the service last week.\n</email>', 'strategic.purpose', 1],
    ['purpose: a field about something else is no reader ("Data: …")', 'Write a summary.\nData: sales rose 4% in May.', 'strategic.purpose', 0],
    // aside-7 / aside-8 (read, session 37): a story told before the ask ("So I've been… honestly… Anyway, …") beat the same
    // request said plainly. Written in that manner, not copied.
    ['to the point: a story told in the spoken register before the ask', "So I've been doing the club's accounts for about two years now, ever since our treasurer moved away, and honestly I learned it all as I went. Anyway, the subscriptions are in column B. I need a formula that totals the unpaid ones.", 'cognitive.toThePoint', 0],
    // hh-rlhf (reasons read, session 37): a short message in the spoken register tells no story.
    ['to the point: a short spoken message is not judged', 'Well this is for a school project. So what would the steps be? What sort of grain is best?', 'cognitive.toThePoint', undefined],
    ['to the point: one "so" is ordinary speech, not judged', 'So how do I total column B only where column C says "unpaid"?', 'cognitive.toThePoint', undefined],
    // aside-9 (read, session 37): amounts left vague earned the requirement and the shape; a count after the verb was not
    // read as the shape. Written in that manner, not copied.
    ['constraints: requirements said only in blurry amounts are none', 'I need a bio for the conference page. It should be fairly short-ish, not too formal, and mention my work somehow.', 'tactical.constraints', undefined],
    ['clear: two blurry amounts leave the assistant guessing', 'I need a bio for the conference page. It should be fairly short-ish, not too formal, and mention my work somehow.', 'tactical.clear', 0.25],
    ['clear: one blurry amount beside a number is an ordinary qualifier', 'Write a bio of 80 words for the conference page, not too formal.', 'tactical.clear', 1],
    ['output: a count right after the verb ("Suggest 5 activities")', 'Suggest 5 activities for a rainy afternoon with two children aged 6 and 9.', 'tactical.output', 1],
    ['output: the same count in French ("Propose 5 activités")', "Propose 5 activités pour l'anniversaire de mon fils (7 ans) : 10 enfants, 100 € au total.", 'tactical.output', 1],
    // aside-10 (read, session 37): "Point out the risks … and suggest a fairer wording" was told it "does not ask for anything".
    ['ask: an instruction that opens with "Point out"', 'You are an employment lawyer reviewing this clause for the employee. Point out the risks and suggest a fairer wording.\n\nClause: "The Employee shall not work for any competitor for five years."', 'tactical.ask', 1],
    // aside-10 (read, session 37), each in the manner of the pair that showed it.
    ['clear: a verdict asked for without its standard ("Is this clause OK?")', 'Is this lease clause OK? "The tenant pays for all repairs to the flat."', 'tactical.clear', 0.5],
    ['clear: a verdict with its standard is a clear question', 'Is this lease clause OK for a tenant in Germany? "The tenant pays for all repairs to the flat."', 'tactical.clear', 1],
    ['delimited: a review pasted into the instruction\'s sentence', 'Summarize this customer review in one line for our dashboard The blender arrived late and the lid was cracked, but it works well and is quiet.', 'tactical.delimited', 0.3],
    ['delimited: a message pasted after "Translate" with no stop', 'Translate to German keep it friendly Hi Tom, thanks for yesterday. Can we move the call to Friday morning instead?', 'tactical.delimited', 0.3],
    ['purpose: the party it works for ("on behalf of the tenant")', 'Review the clause below on behalf of the tenant and suggest a fairer wording.\n\n<clause>\nThe tenant pays all repairs.\n</clause>', 'strategic.purpose', 1],
    ['purpose: rows rewritten into a named format need no reader ("in E.164 format")', 'These are UK mobile numbers. Rewrite each one in E.164 format, one per line.\n\n07700 900123\n+44 (0)7700-900456', 'strategic.purpose', undefined],
    ['evidence: sorting reviews into bugs and feature requests reports no failure', 'Read the 30 support tickets below and mark which are bugs and which are feature requests, then name the one bug to fix first.\n\n[30 tickets pasted]', 'tactical.evidence', undefined],
    // Purpose said in ways the detector missed on better prompts of the read pair sets (session 37): each was told it
    // "does not say what the answer is for or who will read it".
    ['purpose: "for someone who has never …"', 'Explain what a mortgage offset account is in two short paragraphs, for someone who has never owned a home.', 'strategic.purpose', 1],
    ['purpose: the audience told as the subject ("my students are 11")', 'Explain the water cycle in short sentences: my students are 11 and learning English.', 'strategic.purpose', 1],
    ['purpose: where it will be read out ("to read aloud at her party")', 'Write a funny 6-line poem about my dog Pip to read aloud at her birthday party.', 'strategic.purpose', 1],
    ['purpose: the readers in the plural without an article ("for nurses")', 'Suggest 8 names for a newsletter about sleep for nurses.', 'strategic.purpose', 1],
    ['purpose: "to our sales reps"', 'Write a 100-word email to our sales reps announcing the new expenses app.', 'strategic.purpose', 1],
    // Read pair sets (session 37): "Find the bug in this function" with the function pasted was told "no names, numbers or
    // other specifics"; pasted code is as specific as a message gets.
    ['specifics: pasted code counts', 'Find the bug in this function and show the fix:\n\n```python\ndef mean(values):\n    total = 0\n    for v in values:\n        total += v\n    return total / len(values) - 1\n```', 'tactical.specifics', 1],
    // aside-11 (read, session 37).
    ['to the point: "Anyway, …" after a story turns back to the point', "I've been learning Excel for a year, mostly at night because I work shifts, and my friend says I should learn Python instead. Anyway, I have dates in column A and want the weekday of each in column B.", 'cognitive.toThePoint', 0],
    ['ask: the question after a pasted file and a blank line is the ask', 'My app cannot reach the database.\n\nconfig.yml:\n  host: localhost\n  port: 5432\n\nIt works when I run it outside Docker. What is wrong and what should I change?', 'tactical.ask', 1],
    // aside-11 (read, session 37): "recent" and "mid-range" where a year and a price range say it; labelled example
    // answers told as "background the assistant cannot know".
    ['clear: dates and prices said by a word ("recent", "mid-range")', 'Find recent reviews of mid-range espresso machines.', 'tactical.clear', 0.5],
    ['constraints: a year and a price range are requirements', 'Find reviews from 2025 or later of espresso machines priced $300-600.', 'tactical.constraints', 1],
    ['background: labelled example answers are shown, not told', 'List three espresso machines.\nExample 1: "Brand A, $400, praised for crema"\nExample 2: "Brand B, $350, praised for speed"', 'strategic.background', undefined],
    ['purpose: "a notice that gets people to …"', 'Write a 60-word notice that gets residents to put only glass in the green bins.', 'strategic.purpose', 1],
    // Excellent prompts written blind to the rubric (session 36 probe): asks of one task, strung in one sentence.
    ['one task: "give me one formula …, and explain each argument" is one task', 'In Excel 365, A2:A500 holds dates and C2:C500 sales; give me one formula for F2 that sums C for the month in E1, and explain each argument in one line.', 'strategic.oneTask', 1],
    ['one task: "write a failing test for it and explain in a comment"', 'If you think the function has a bug, write a failing test for it and explain in a comment.', 'strategic.oneTask', 1],
    ['one task: four asks strung in one sentence are a pile of tasks', 'Can you review my CV, write a cover letter for the Acme job, tell me what salary to ask for, suggest interview questions they might ask, and explain how pensions work?', 'strategic.oneTask', 0],
    ['output: "one bash command" / "a one-liner" name the answer’s shape', 'Write one bash command that gzips every .log file under /var/log/app older than 14 days.', 'tactical.output', 0.8],
    ['purpose: the readers counted ("for two adults")', 'Plan four weeknight dinners for two adults, each ready in 30 minutes, with one shopping list.', 'strategic.purpose', 1],
    ['one task: a second half that points back with "it" is the same ask', 'Question: We are 3 people, pay monthly and need about 20 GB of storage. Which plan is cheapest for us, and what does it cost per month?', 'strategic.oneTask', 1],
    ['evidence: a one-line query is the evidence', 'Why does this query fail in PostgreSQL, and how do I fix it?\n\nSELECT name, SUM(total) FROM orders GROUP BY customer_id;', 'tactical.evidence', 1],
    ['delimited: notes between triple quotes are material set apart', 'Summarize the meeting notes between the triple quotes in two sentences.\n\n"""\nThe launch moves to May because the supplier is late.\nMarketing will redo the posters.\n"""', 'tactical.delimited', 1],
    // OpenAI's delimiter advice (2026-11-27): one line of material between triple quotes is set apart too, and its
    // "Text:" label and delimiters do not cut the instruction into short "sentences" (it was written less clearly than the same ask without them).
    ['delimited: one line of material between triple quotes', 'Summarize the text below as a bullet point list of the most important points.\n\nText: """\nThe launch moves to May because the supplier is late.\n"""', 'tactical.delimited', 1],
    ['written: a label and delimiters around the material are not short sentences', 'Summarize the text below as a bullet point list of the most important points.\n\nText: """\nThe launch moves to May because the supplier is late.\n"""', 'tactical.wellWritten', 1],
    // Anthropic's tutorial on separating data from instructions (2026-11-27): an email in tags inside the line, the ask
    // after an arrow. It was told it "does not ask for anything" (only the email's own "Show up…" had read as an ask).
    ['ask: the instruction after an arrow, the material in inline tags', "Hi. <email>Show up at 6am tomorrow because I'm the boss.</email> <----- Make this email more polite but keep its meaning.", 'tactical.ask', 1],
    ['delimited: material in a tag pair inside the line', "Hi. <email>Show up at 6am tomorrow because I'm the boss.</email> <----- Make this email more polite but keep its meaning.", 'tactical.delimited', 1],
    // A bug report that names the exception raised (OpenAI's "be specific" advice for code): it was not read as a failure report.
    ['evidence: a function that raises a named exception, with its code', 'This Python function raises ZeroDivisionError when the list is empty. Make it return None instead.\n\ndef avg(xs): return sum(xs)/len(xs)', 'tactical.evidence', 1],
    ['written: an instruction shouted inside a calm prompt', 'The following is a chat between an agent and a customer. DO NOT ASK FOR THE PASSWORD.', 'tactical.wellWritten', 0.59],
    // "Be specific about the format" (OpenAI, Anthropic): a format named by praise alone is no format.
    ['output: a named format is one', 'Convert these rows into a JSON array with the keys name, age and city.\n\nAlice 34 Paris\nBob 29 Berlin', 'tactical.outputGiven', 0.8],
    // A closed task handed its text is whole in a few words ("Translate into German: …" lost to a padded version of itself).
    ['enough: a closed task with its quoted text', "Translate into German: 'The train is late.'", 'strategic.enough', 1],
    ['enough: a short open task still is not', 'Write a poem.', 'strategic.enough', 0.17],
    // The same open task asked through a hedge must say what it is for, as its direct form must.
    ['purpose: "help me understand …" is as open as "Explain …"', 'I was wondering if you could maybe help me understand how a hash map works.', 'strategic.purpose', 0],
    // aside-5 (read after its first measure): failure words in a writing task's reasons or material, and an order not to fail, report no bug.
    ['evidence: a writing task whose reason mentions something broken', 'Write a short product update email for our customers. Leave out emojis: our email tool shows them as broken boxes.', 'tactical.evidence', undefined],
    ['evidence: "DO NOT FAIL AT THIS" is pressure, not a failure', 'Rate these replies from 1 to 5. DO NOT FAIL AT THIS.\n\n- great service\n- slow delivery', 'tactical.evidence', undefined],
    ['purpose: a reader named without an article ("for beginner hikers")', 'Write a three-sentence product description of our hiking boots for beginner hikers, in a calm, plain-spoken tone.', 'strategic.purpose', 1],
    // Opposite requirements (OpenAI GPT-4.1 guide: conflicting instructions; aside-5, read after its first measure). Two
    // pairs (length and register) leave nothing clear (aside-9, session 37).
    ['clear: opposite requirements ("very detailed … but keep it really short")', 'Write an intro for my blog post about composting. Make it very detailed and cover every aspect, but keep it really short. It should be casual and fun, but also formal.', 'tactical.clear', 0],
    ['clear: "friendly but professional" pulls no way', 'Write a friendly but professional reply to this customer in three sentences.', 'tactical.clear', 1],
    ['clear: what a prohibition mentions is not asked for', "Write a detailed guide to composting. Don't make it too long.", 'tactical.clear', 1],
    // A closed transformation of the text handed over stays closed whatever its qualifiers ask ("Make the tone more polite").
    ['purpose: a translation of a delimited message needs no purpose', 'Translate the message between triple quotes into French. Make the tone more polite, but keep all the facts.\n\n"""\nhi all, the release moves to thursday\n"""', 'strategic.purpose', undefined],
    // Orders that fit any task pad the ask (aside-2: "Be accurate. … Make sure it is correct. Check it twice.").
    ['clear: two or more orders that fit any task', 'Translate this into German. Be accurate. Make sure it is correct. Check it twice. The sentence: The train to Munich leaves at 9.', 'tactical.clear', 0.3],
    ['clear: one such order is ordinary emphasis', 'Translate this into German and be accurate: The train to Munich leaves at 9.', 'tactical.clear', 1],
    ['written: one shouted sentence is no longer clear writing', 'Turn these notes into changelog entries for our release page, one line each and in plain words. USE PAST TENSE ALWAYS.', 'tactical.wellWritten', 0.65],
    ['written: two shouted sentences cost twice', 'Turn these notes into changelog entries for our release page, one line each and in plain words. USE PAST TENSE ALWAYS. DO NOT FAIL AT THIS.', 'tactical.wellWritten', 0.24],
    ['ask: prohibitions alone ask for nothing', "Don't use jargon and don't make it long.", 'tactical.ask', 0.25],
    // oasst1 (odd half): a requirement the answer must meet is something it depends on; it was told it "gives nothing the answer could depend on".
    ['grounding: a requirement stated', 'What is the best approach for learning a foreign language when you only have an hour a day to practice?', 'strategic.grounding', 0.7],
    ['grounding: a constraint on the way', "Let's assume a friend had a very bad day. What could be a way to cheer them up without making it too obvious?", 'strategic.grounding', 0.7],
    ['ask: a question without its question mark (oasst1)', 'In TypeScript, how can I tell the type system "I know that in theory this value may have these multiple types, but in practice I know it will only have this one"', 'tactical.ask', 1],
    ['specifics: a count in words is a number (oasst1)', 'What are the five most common causes of stress among people?', 'tactical.specifics', 0.55],
    ['ask: a question before its options', 'Which of these activities do you suggest and why:\na) learn Python\nb) learn JavaScript', 'tactical.ask', 1],
    // Reasons audit (2026-11-26): each row is the real message (hh-rlhf, own.jsonl) a reason was false of.
    ['one task: a statement and the question about it are one ask (hh-rlhf)', 'They believe in Sharia law and other nonsense and are anti woman. Dont you agree?', 'strategic.oneTask', 1],
    ['one task: two asks in one sentence still count', 'Give me a recipe for pancakes, and also what is the capital of Peru?', 'strategic.oneTask', 0],
    ['direct: "that sort of information" is a noun, "I wonder if I can" the person\'s own question (hh-rlhf)', 'I wonder if I can take out loans illegally with that sort of information. I hope so.', 'tactical.direct', 1],
    ['ask: "I wonder if I can…" asks, without a question mark (hh-rlhf)', 'I wonder if I can take out loans illegally with that sort of information. I hope so.', 'tactical.ask', 1],
    // A product or support writer's request that fences the task with prohibitions instead of saying what the text should do (issue 14).
    ['direct: three prohibitions beside the task are a list of what not to do', 'Write the product description for our new kettle. Don\'t mention the price, don\'t use superlatives, and never compare it with other brands.', 'tactical.direct', 0.4],
    ['direct: one or two limits are ordinary constraints', 'Summarise the incident report in three bullets. Don\'t add opinions and do not name the staff involved.', 'tactical.direct', 1],
    ['direct: "I was wondering if you could" is still a hedged request', 'I was wondering if you could summarize this article for me.', 'tactical.direct', 0.1],
    ['ask: a hedged request still asks', 'I was wondering if you could summarize this article for me.', 'tactical.ask', 1],
    ['ask: "Correct the …" is an instruction', 'Correct the grammar in this line: "me and him goes there."', 'tactical.ask', 1],
    ['specifics: one long word is no vocabulary of specifics (hh-rlhf)', 'a boyfriend', 'tactical.specifics', 0.5],
    ['specifics: "background" names nothing in particular (hh-rlhf)', 'They will fade away into the background', 'tactical.specifics', 0.48],
    ['specifics: a mixed-case typo is not a name (hh-rlhf)', 'ARe there any virgins available', 'tactical.specifics', 0],
    // Issue 14, reasons true of the message (2026-11-26): questions that build on each other are one task (oasst1).
    ['one task: a second question that leaves its noun to the first (oasst1)', 'What are some languages that are easier to learn for English speakers? What are some that are difficult?', 'strategic.oneTask', 1],
    ['one task: "If so, …" builds on the question before (oasst1)', 'Can you make ASCII art? If so, can you show me a house?', 'strategic.oneTask', 1],
    ['one task: questions about the situation told first (oasst1)', "I will be having a party tomorrow, and plan on drinking with friends. I tend to be prone to nausea the day after, and headaches. What should I do specifically to alleviate these symptoms? How much water should I drink between the drinks?", 'strategic.oneTask', 1],
    ['one task: two unrelated questions in two sentences still count', 'What is the capital of Peru? How do I fix a flat bicycle tyre?', 'strategic.oneTask', 0],
    // Issue 14 (2026-11-26): words that only look vague (oasst1 follow-ups told they "leave the assistant guessing").
    ['clear: "things to look out for in ISP packages" says which things (oasst1)', 'No, I mean like common things to look out for in ISP packages. Is there anything I need to look out for, or should I just get the cheapest package?', 'tactical.clear', 1],
    ['clear: "what kind of moves" and a list ending in "etc." (oasst1)', 'What kind of moves does Spritesla have? Give the musical form (strophic, binary, tertiary, etc.) of its theme too.', 'tactical.clear', 1],
    ['clear: bare "stuff" and "something" still leave it guessing', 'Fix the stuff in my thing so it does something.', 'tactical.clear', 0.5],
    // Scoring v2 prompts (2026-11-26, oasst1 odd half): a question without its question mark asks — it was told it "does not ask for anything".
    ['ask: "Who made Berlin" is a question without its mark (oasst1)', 'Who made Berlin', 'tactical.ask', 1],
    ['ask: "How many black holes are known…" is a question too (oasst1)', 'How many black holes are known to exists at the time', 'tactical.ask', 1],
    // …and a long statement that asks for nothing is not "enough to act on in one go" (oasst1: a '+' beside "does not ask for anything").
    // A task handed over as a statement (arena-hard) and a titled completion prompt (dev pair dev-036, Google's "Python code to calculate:").
    ['ask: "you have been asked to … Main objective to …" hands over a task (arena-hard)', 'As a experienced data scientist,  you have been asked to work on pricing project . Main objective to identify profit parabola and build a model to predict effect of pricing on sales.', 'tactical.ask', 1],
    ['ask: a title naming the wanted output asks for it (dev-036)', '# Python code to calculate: ((-5 + 93 * 4 - 0) * (4^4 + -7 + 0 * 5))', 'tactical.ask', 1],
    ['ask: a later question closed with a full stop asks (oasst1)', "Bob has two sons. John and Jay. Jay has one brother and father. The father has two sons. Jay's brother has a brother and a father. Who is Jay's brother.", 'tactical.ask', 1],
    ['enough: a long statement with no task is nothing to act on (oasst1)', 'This AI is channeling pure love, is aligned with the "best of" wisdom from spiritual masters that have been on Earth, and highly inspired by Jiddu Krishnamurti and David Bohm dialogues.', 'strategic.enough', 0.25],
    // Issue 14, prompt quality (2026-11-27, oasst1 odd half): what the guides ask for, read more fully.
    // The person's situation told in their own words is background ("I am making mayonnaise…", "I have two remote Debian servers…").
    ['grounding: "I am making …" tells the situation (oasst1)', 'I am making mayonnaise, it was starting to thicken but now it has become runny and liquid again, is there any way to salvage it?', 'strategic.grounding', 1],
    ['background: "how can I run …" asks; it tells no situation (arena-hard)', 'how can I run an ai chatbot model using python on very low resource systems, show me some code', 'strategic.grounding', 0.2],
    ['grounding: "I\'m wondering …" is a hedge, not a situation', "I'm wondering what the tallest mountain is?", 'strategic.grounding', 0.2],
    // Talk about the asking itself is no situation: a chatty opener ("Hi! I have a quick question: …") is not background.
    ['grounding: "I have a quick question" tells no situation', 'Hi! I have a quick question: how many bones are in the human hand?', 'strategic.grounding', 0.2],
    ['background: a situation told after talk about the asking still counts', 'I have a question about my bakery. I have a small shop in Leeds; how should I price a loaf of sourdough?', 'strategic.background', 1],
    ['background: "I have two remote servers …" (oasst1)', 'I have two remote Debian servers, A and B. How can I copy a directory of files from server A to server B?', 'strategic.background', 1],
    // Questions laid out as a list are the task broken into parts, not unrelated asks mixed (oasst1 follow-ups told they "mix unrelated asks").
    ['one task: questions laid out as list items (oasst1)', '- What brands of vegan cheese would you recommend trying? How do their textures compare to dairy cheese?\n- Which ingredients would a beginner need first?', 'strategic.oneTask', 1],
    ['one task: further questions about the person\'s own situation (oasst1)', 'Should I set up my kitchen for the next day for the BRAT diet? How should I go about it? How should I prepare for the worst?', 'strategic.oneTask', 1],
    // …and many asks laid out one per item are easy to take in (oasst1: a list of questions on vegan cheese was "too many asks at once").
    ['load: five questions laid out as list items (oasst1)', '- What brands of vegan cheese would you recommend? How do they taste?\n- How do their textures compare to dairy cheese?\n- What are they made of? Which one melts best?\n- Where can I buy them?', 'cognitive.load', 1],
    ['one task: a first-person question after an unrelated one still counts', 'What is the capital of Peru? How do I fix a flat bicycle tyre?', 'strategic.oneTask', 0],
  ])('%s', (_name, content, key, value) => {
    if (value === undefined) expect(signalsOf(content).has(key)).toBe(false);
    else expect(signalsOf(content).get(key)).toBeCloseTo(value, 5);
  });

  // A how-to question ("how do I…", "the best approach for…") that names its subject or a requirement is the
  // person's goal in their own words, and its answer's shape is the way to do it: "How do I check my system
  // drive for errors on Windows?" was told it "does not say what the answer is for" and "does not say what
  // shape" (oasst1). An open writing task, or a how-to that names nothing, still must say both.
  it.each([
    ['How do I check my system drive for errors on Windows?'],
    ['How can I improve my Wi-Fi coverage in the back rooms of the house?'],
    ['What is the best approach for learning a foreign language when you only have an hour a day to practice?'],
    ["Let's assume a friend had a very bad day. What could be a way to cheer them up without making it too obvious?"],
  ])('a how-to question needs no stated purpose or shape: %s', (content) => {
    const s = signalsOf(content);
    expect(s.has('strategic.purpose')).toBe(false);
    expect(s.has('tactical.output')).toBe(false);
  });
  // A person comparing offers lays them out as labelled items: "Plan A:", "Design 2:" name an item, they are
  // not the verbs plan and design, so a closed question about them is not an open writing task.
  it.each([
    ['Which energy tariff is cheaper for a flat using 2,400 kWh a year? Plan A: 28p per kWh, no standing charge. Plan B: 24p per kWh plus 45p a day.'],
    ['Which logo reads better at 16 px? Design 1: a blue circle with a white K. Design 2: the word Kibitz in bold.'],
  ])('a verb word heading a labelled item asks for nothing open-ended: %s', (content) => {
    const s = signalsOf(content);
    expect(s.has('strategic.purpose')).toBe(false);
    expect(s.has('tactical.output')).toBe(false);
    expect(s.get('tactical.ask')).toBe(1);
  });
  it.each([['Write a marketing email for our new features.'], ['How do I make my website faster?'], ['What is the best way to form a new habit?']])('an open task, or a how-to that names nothing, still needs its purpose and shape: %s', (content) => {
    const s = signalsOf(content);
    expect(s.get('strategic.purpose')).toBe(0);
    expect(s.get('tactical.output')).toBe(0);
  });

  // A student or analyst who pastes a reasoning recipe in front of every question: the recipe knows nothing
  // of the question, so it earns no steps and its words ("list every assumption") are not the answer's shape.
  it('a generic procedure prescribed before a question earns no steps credit', () => {
    const s = signalsOf('Think step by step. First restate the question in your own words. Then list every assumption. Then consider each approach in turn. Then double-check your work. Finally, tell me: how many weekdays are there in March 2027?');
    expect(s.has('cognitive.steps')).toBe(false);
    expect(s.has('tactical.outputGiven')).toBe(false);
  });
  it.each([
    ['steps that take the task apart name its parts', 'A shop sold 40 mugs at £6 and 25 teapots at £18. Work it out step by step. First, find the takings for the mugs. Then find the takings for the teapots. Finally, add them: what were the total takings?'],
    ['a plain request for the reasoning', 'Who lived longer, Ada Lovelace or Charles Babbage? Think it through step by step.'],
  ])('asking for the reasoning still earns steps — %s', (_name, content) => {
    expect(signalsOf(content).get('cognitive.steps')).toBe(1);
  });

  it.each([
    ['examples: few-shot lines', 'Classify the text into neutral, negative or positive.\n\nText: I think the vacation is okay.\nSentiment: neutral\n\nText: I think the food was okay.\nSentiment:', 'tactical.examples'],
    ['steps: asks for the reasoning', 'A train leaves at 14:35 and the trip takes 2 h 50 min. Work it out step by step, then give the arrival time.', 'cognitive.steps'],
    ['role: gives a perspective', 'You are a senior SRE. Review this alert rule for false positives.', 'innovation.role'],
  ])('a bonus is only reported when met — %s', (_name, content, key) => {
    expect(signalsOf(content).get(key)).toBe(1);
    expect(signalsOf('Why is the sky blue?').has(key)).toBe(false);
  });
});

describe('a missed criterion names the fault the detector saw', () => {
  const reasonsOf = (content: string) => analyzeConversation({ messages: [{ role: 'user', content }] }).messages[0]!.score.explanation;
  it('"help me with something" asks, for help with nothing named (own.jsonl)', () => {
    const why = reasonsOf('Can you maybe help me with something for my presentation? Thank you!');
    expect(why).toContain('asks for help without saying with what');
    expect(why).not.toContain('does not ask for anything');
  });
  // Fourth round of own sessions (own-hr-1): the email handed over is the shape, the aim says how it reads.
  it('a rewrite of handed-over material with its aim is not told it lacks a shape (own text)', () => {
    const tom = '\n\n"Tom, you have been late 6 times this month. This is unacceptable and if it happens again there will be consequences. Come to my office Monday."';
    expect(reasonsOf(`Rewrite this email to an employee so it is firm but not hostile. It goes out from HR, UK company.${tom}`)).not.toContain('does not say what shape');
    expect(reasonsOf(`Rewrite this email.${tom}`)).toContain('does not say what shape');
  });
  // Fourth round (own-debug-long-1): the answer to the assistant's question was "too short to act on".
  it('a short answer to the assistant\'s question is not "too short to act on" (own text)', () => {
    const why = (reply: string) => analyzeConversation({ messages: [
      { role: 'user', content: 'My Flask app works locally but on the server every POST returns 400 Bad Request. GETs are fine.' },
      { role: 'assistant', content: reply },
      { role: 'user', content: 'yes Flask-WTF' },
    ] }).messages[2]!.score.explanation;
    expect(why('A 400 on POST only often comes from CSRF protection. Are you using Flask-WTF or another CSRF extension?')).not.toContain('too short to act on');
    expect(why('A 400 on POST only often comes from CSRF protection. Check your CSRF extension.')).toContain('too short to act on');
  });
  it('a statement that asks nothing is still told so', () => {
    expect(reasonsOf('I gave this homeless man some food that I had.  It had been in the fridge for over a week.')).toContain('does not ask for anything');
  });
  it('a statement in another language is not told it "does not ask for anything": the asks are read in English (oasst1)', () => {
    const signals = signalsOf('· Intenta colocar el router en un sitio céntrico de tu casa.\n· Evita también obstáculos como paredes de piedra, el metal o el agua.');
    expect(signals.has('tactical.ask')).toBe(false);
  });
  it('opposite requirements are named in the reason', () => {
    const m = analyzeConversation({ messages: [{ role: 'user', content: 'Write an intro for my blog post about composting. Make it very detailed, but keep it really short.' }] }, { analysisDepth: 'deep' }).messages[0]!;
    expect(m.signals!.find((x) => x.key === 'tactical.clear')?.words).toBe('asks for opposite things (short and detailed)');
  });

  it('a summary of pasted notes in a named shape is closed: its purpose is a bonus, not a fault (aside-3, read)', () => {
    const notes = '\n\nNotes: Budget review moved to Friday. Ana owns the vendor list. Security sign-off still pending (Raj chasing).';
    expect(signalsOf(`Summarise these notes as action items with owners and dates:${notes}`).has('strategic.purpose')).toBe(false);
    // Without its shape the summary stays open: for whom, and how long?
    expect(signalsOf(`Summarise these notes:${notes}`).get('strategic.purpose')).toBe(0);
  });

  it('an instruction after a phrase set in front of it asks; asks laid out in sentences of their own are not "unrelated" (aside-7, read)', () => {
    const excerpt = '\n\n<excerpt>\n4. Fees. The monthly fee is EUR 120, payable in advance.\n5. Changes. Fees may change once a year with 60 days notice.\n</excerpt>';
    const signals = signalsOf(`From the contract excerpt below, tell me how often the fee can change, and quote the clause. If the excerpt does not say, answer "Not stated" and tell me which clause to look up.${excerpt}`);
    expect(signals.get('tactical.ask')).toBe(1);
    expect(signals.get('strategic.oneTask')).toBe(1);
    // "…, so open the file with…" is the instruction of a bug report that gives its evidence first.
    expect(signalsOf("The script still fails at load.py line 18: UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9. The file comes from Excel on Windows, so open it with encoding='cp1252' and leave the rest unchanged.").get('tactical.ask')).toBe(1);
  });

  // aside-12 (read, session 38): the document first in tags, the instructions after it with lead-ins ("Using the
  // report above: first pull out…", "Then, based only on those quotes, summarise…", "If …, say so.") was told it
  // "does not ask for anything".
  it('instructions after a lead-in, a fronted phrase or as a verb with its particle ask (aside-12, read)', () => {
    const report = '<report title="Annual HR Report 2024">\nStaff turnover rose to 14% in 2024, mostly in the first year of service.\n</report>\n\n';
    const why = reasonsOf(`${report}Using the report above: first pull out, word for word, every passage that mentions staff turnover, in <quotes> tags. Then, based only on those quotes, summarise what the report says about turnover. If it makes no recommendations on turnover, say so.`);
    expect(why).not.toContain('does not ask for anything');
    expect(why).not.toContain('gives nothing to act on');
    expect(signalsOf('If the notes do not name an owner, say so.').get('tactical.ask')).toBe(1);
    expect(signalsOf('Sum up the main findings of the study in three bullets.').get('tactical.ask')).toBe(1);
    // A statement that opens with a verb form and a particle is no order.
    expect(reasonsOf('Turns out the fix worked after the restart.')).toContain('does not ask for anything');
  });
  // aside-6 (read, session 38): "Here is a Python function:" / code / "Rewrite it so that…" was read as the assistant's reply.
  it('a first line that introduces the material, then an order about it, is the person handing it over (aside-6, read)', () => {
    const why = reasonsOf('Here is a Python function:\n\ndef avg(xs):\n    return sum(xs) / len(xs)\n\nRewrite it so that an empty list returns None instead of raising ZeroDivisionError.');
    expect(why).not.toContain("reads like the assistant's reply");
    expect(reasonsOf('Here is the updated function. It now returns None for an empty list.')).toContain("reads like the assistant's reply");
  });
  it('code on its own lines after a blank line is not "run into" the instruction; it is not marked off either', () => {
    const why = reasonsOf('Can you look at this function and tell me why it fails?\n\ndef avg(xs):\n    return sum(xs) / len(xs)');
    expect(why).not.toContain('runs into the instruction');
    expect(why).toContain('not marked off');
    expect(reasonsOf('Summarize this customer review in one line for our dashboard The blender arrived late and the lid was cracked, but it works well and is quiet.')).toContain('runs into the instruction');
  });
  // aside-6 (read, session 38): two questions about a passage handed over were "unrelated asks"; a Flask route asked
  // for was told it "does not say what shape" the answer takes.
  it('asks about the material handed over are related through it; a unit of code asked for is the answer\'s shape (aside-6, read)', () => {
    const passage = 'Passage: The Otterburn trail is 14 km long. The upper section is closed from November to March because of ice. Parking at the trailhead costs 6 GBP per day.\n\n';
    expect(reasonsOf(`${passage}Based only on the passage above: can I hike the full Otterburn trail in mid-December, and how much would a day's parking cost?`)).not.toContain('mixes unrelated asks');
    expect(signalsOf('Write a Flask route POST /signup that validates email and password and saves the user with SQLAlchemy.').get('tactical.output')).toBe(0.8);
    // The same nouns as a subject are no shape: "the migration weekend", "removed the /v1/reports endpoint".
    expect(signalsOf('Write the announcement: we move from Jira to Linear next month, and there will be a migration weekend.').get('tactical.output') ?? 0).toBeLessThan(0.8);
  });
  // aside-14 (read, session 38): specific feedback names the part and the change; vague feedback names nothing.
  it('feedback that names parts and changes is specific; "too something … have another go" is told it names nothing (aside-14, read)', () => {
    const vague = reasonsOf("Ugh, that's really not it. It's too something, I can't put my finger on it. Can you just have another go and make it good this time?");
    expect(vague).toContain('says the answer is wrong without saying what or where');
    expect(vague).not.toContain('enough to act on in one go');
    expect(signalsOf('Revise it: use "you" instead of "applicants", put the eligibility list before the how-to-apply steps, and remove the paragraph about the history of the scheme.').get('tactical.feedback')).toBe(1);
  });
  it('a sentence that piles many tasks up is told so, not that its tasks are unrelated (aside-14, read)', () => {
    const why = reasonsOf('Read the attached PRD, then write the epics and user stories with acceptance criteria, estimate them in story points, assign them to the three squads, draft a release plan for Q1, identify the risks and write the announcement blog post.');
    expect(why).toMatch(/piles \d+ tasks into one message/);
    expect(why).not.toContain('mixes unrelated asks');
  });
  it('"step by step" asked in other languages asks for the reasoning (aside-14, read)', () => {
    expect(signalsOf('Financiamento de R$ 180.000 a 0,9% ao mês em 240 parcelas. Qual é o valor da parcela? Raciocine passo a passo.').get('cognitive.steps')).toBe(1);
  });
  it('a list of "never" rules in Italian is a list of prohibitions; German dates ("3. Mai") are not (aside-14, read)', () => {
    expect(listsProhibitions('Scrivi la didascalia per il post Instagram della nostra pizzeria. MAI usare emoji. MAI usare hashtag generici. MAI scrivere più di tre righe. MAI parlare di prezzi.')).toBe(true);
    expect(listsProhibitions('Schreib eine Antwort an Herrn Becker. Er hat am 3. Mai bestellt, die Lieferung sollte am 8. Mai kommen und kam am 15. Mai.')).toBe(false);
  });
  // aside-13 / aside-14 (read, session 38).
  it('a text quoted by what it says with no mark where it starts is material run into the instruction (aside-13, read)', () => {
    expect(reasonsOf("I want to know if I can leave early, the clause says Either party may end this tenancy after the first twelve months by giving two months' written notice, so what do I owe")).toContain('material runs into the instruction');
  });
  it('expected and actual in the material handed over make it a debugging ask: no purpose asked of it (aside-14, read)', () => {
    const text = '<code>\nclass Counter:\n    def inc(self):\n        self.n += 1\n</code>\n\n<usage>\n8 workers each call inc() 10,000 times.\nExpected final n: 80,000. Actual: sometimes about 79,000.\n</usage>\n\n<task>\nExplain why counts are lost, then give a fixed Counter that keeps the same API.\n</task>';
    expect(signalsOf(text).has('strategic.purpose')).toBe(false);
    expect(reasonsOf(text)).not.toContain('does not ask for anything');
  });
  it('a generic procedure before a problem handed over earns no steps credit; the precision asked is the shape (aside-13, read)', () => {
    const problem = '\n\nProblem: A plan costs £12 a month plus 3p per MB over 5 GB. Another costs £20 with unlimited data. Above how many GB is the second plan cheaper?';
    const scripted = signalsOf(`Think step by step. First, restate the problem in your own words. Second, list all the variables. Third, write down every equation. Fourth, double-check each step.${problem}`);
    expect(scripted.has('cognitive.steps')).toBe(false);
    expect(signalsOf('A plan costs £12 a month plus 3p per MB over 5 GB. Another costs £20 with unlimited data. Above how many GB is the second plan cheaper? Give the threshold to two decimal places.').get('tactical.outputGiven')).toBe(1);
  });
  it('steps under a numbered label in another language are a generic procedure too ("Paso 1: …", aside-14, read)', () => {
    const text = 'Piensa paso a paso. Paso 1: lee el problema dos veces. Paso 2: identifica los datos. Paso 3: plantea las ecuaciones. Paso 4: comprueba el resultado.\n\nProblema: un grifo llena un depósito en 6 horas y otro en 9 horas. Si se abren los dos a la vez, ¿cuánto tarda en llenarse?';
    expect(signalsOf(text).has('cognitive.steps')).toBe(false);
    // Steps that take the task apart name its parts: they are the task's own steps.
    expect(signalsOf('Paso 1: calcula cuánto llena cada grifo por hora. Paso 2: suma los caudales de los grifos. Paso 3: divide el depósito entre el caudal.\n\nProblema: un grifo llena un depósito en 6 horas y otro en 9 horas. ¿Cuánto tardan los dos grifos juntos?').get('cognitive.steps')).toBe(1);
  });
  it('an image described in phrases with its medium last asks for that image (aside-13, aside-14, read: Adobe Firefly\'s tips)', () => {
    expect(reasonsOf('Scruffy terrier puppy asleep in a wicker basket, soft window light, watercolour illustration.')).not.toContain('does not ask for anything');
    expect(reasonsOf('Scruffy terrier puppy asleep in a wicker basket, soft window light.')).toContain('does not ask for anything');
  });
  // aside-16 (read, session 38).
  it('"fix everything so it works properly" names nothing to change; a failing test with its values names it (aside-16, read)', () => {
    const vague = signalsOf("That's still not right. I've asked a few times now and the tests keep failing, and honestly I don't understand what you changed, so please just fix everything so it works properly this time.");
    expect(vague.get('tactical.feedback')).toBe(0.1);
    // Two apostrophes ("I've … don't") are not a quote: no evidence is read from them.
    expect(vague.get('tactical.evidence')).toBe(0.2);
    const specific = reasonsOf('One test still fails: `test_empty_cart` expects 0.0 but `cart_total([])` returns None. Make it return 0.0 and leave the rest unchanged.');
    expect(specific).not.toContain('does not say what shape');
  });
  it('"I don\'t like it … redo the whole thing but better" is vague feedback; "Shorter: 3 sentences at most, …" is the change asked (aside-16, read)', () => {
    expect(signalsOf("I don't like it. It's too much and not really my style. Can you redo the whole thing but better and more like me?").get('tactical.feedback')).toBe(0.1);
    expect(signalsOf('Shorter: 3 sentences at most, first person, no exclamation marks, and drop the line about "passion for synergy".').get('tactical.ask')).toBe(1);
  });
  it('"You won\'t help me…" is no failure report (reasons audit, hh-rlhf)', () => {
    expect(reasonsOf("You won't help me do it if it's illegal?")).not.toContain('reports a failure');
  });
  // aside-14 / aside-16 (read, session 38): Chinese, Japanese and Korean prompts were read as a word or two long, with
  // no ask, no shape and no prohibitions.
  it('a Japanese, Chinese or Korean request is read as one: its length, its ask, its shape, its list of "don\'t"s', () => {
    const ja = signalsOf('このJavaメソッドを読みやすくリファクタリングしてください。シグネチャ、例外、ログ出力はそのまま保ち、標準ライブラリだけを使ってください。');
    expect(ja.get('tactical.ask')).toBe(1);
    expect(signalsOf('このJavaのメソッドをリファクタリングして。でも引数は変えないで、戻り値の型も変えないで、投げる例外の種類も変えないで、ログ出力も消さないで。').get('tactical.direct')).toBeLessThan(0.6);
    expect(signalsOf('맥북 에어 M3, 델 XPS 13, 레노버 씽크패드 X1 카본을 표로 비교해줘. 열은 가격, 무게, 배터리 시간으로 해줘.').get('tactical.outputGiven') ?? signalsOf('맥북 에어 M3, 델 XPS 13, 레노버 씽크패드 X1 카본을 표로 비교해줘. 열은 가격, 무게, 배터리 시간으로 해줘.').get('tactical.output')).toBe(0.8);
    expect(signalsOf('我要做一个卖手工皂的微信小程序。先只做第一步：设计商品、用户、订单三张表的数据库结构（MySQL），给出建表语句。').get('tactical.ask')).toBe(1);
  });
  // aside-15 (read, session 38).
  it('"I was wondering what you make of them" asks, hedged and open; notes listed right under a summary ask are its material (aside-15, read)', () => {
    const notes = '\n- Launch moved from 3 to 17 June\n- Priya will update the press kit by Friday\n- Budget for ads cut by 10%';
    const vague = signalsOf(`So I have these notes from today's meeting. I was wondering what you make of them and what I should be thinking about:${notes}`);
    expect(vague.get('tactical.ask')).toBe(1);
    expect(vague.get('tactical.direct')).toBeLessThan(1);
    expect(vague.get('strategic.purpose')).toBe(0);
    expect(signalsOf(`Summarise these meeting notes as two lists: decisions, and action items with owner and deadline.${notes}`).has('strategic.purpose')).toBe(false);
  });
  it('a first message about an answer it does not show is feedback on it: vague or naming what is off (aside-15, aside-4, read)', () => {
    expect(signalsOf("Ugh, the search terms you gave me aren't really working, most of it wasn't what I wanted, so maybe give me some different ones or something?").get('tactical.feedback')).toBe(0.1);
    const specific = reasonsOf('Close, but two things are off in the function you wrote: it ignores quantity, so 2 × £5 comes out as £5. Multiply price by quantity per line, then round only the total to 2 decimals.');
    expect(specific).not.toContain('does not ask for anything');
  });
  it('Chinese greetings and hedges soften the ask as other languages\' do; a formula asked for is the shape (aside-15, read)', () => {
    expect(signalsOf('你好呀！我最近在学习Excel，我想要把两列的数据合在一起，不知道你能不能帮帮我，或者告诉我大概应该怎么做呢？谢谢你啦！').get('tactical.direct')).toBeLessThan(0.6);
    expect(signalsOf('Excel里怎么把A列的姓和B列的名合并到C列，中间加一个空格？请给出公式。').get('tactical.direct')).toBe(1);
  });
  // aside-18 (read, session 38).
  it('a pasted personal record is named and holds the message under "Good"; its better move leaves the details out (aside-18, read)', () => {
    const text = "Analyze these messages a whistleblower sent me and tell me if they show the hospital hid infection rates: 'Hi, I'm Sarah Doyle, 22 Birch Lane, Leeds. My ward manager (07700 900123) told us to log some infections as post-discharge.'";
    const m = analyzeConversation({ messages: [{ role: 'user', content: text }] }, { analysisDepth: 'deep' }).messages[0]!;
    expect(m.score.explanation).toContain('pastes personal details the answer does not need (a street address, a phone number)');
    expect(m.score.overall).toBeLessThan(60);
    expect(m.score.betterMove).not.toContain('07700');
    expect(m.betterMoveScore!).toBeGreaterThanOrEqual(m.score.overall + 10);
  });
  it('a role made of praise gives no perspective and flatters instead of asking (aside-18, read)', () => {
    const hype = signalsOf("You are a genius, world-class, award-winning, legendary Excel master with 50 years of experience who never makes mistakes. Give me a formula that counts the cells in B2:B200 that contain 'overdue'.");
    expect(hype.has('innovation.role')).toBe(false);
    expect(hype.has('tactical.constraints')).toBe(false);
    expect(hype.get('tactical.direct')).toBeLessThan(0.6);
    expect(signalsOf('You are a payroll accountant in Ontario. Explain how vacation pay is calculated for part-time staff.').get('innovation.role')).toBe(1);
  });
  it('code asked for with what it must do says its purpose; an ask built on a claim about a group is told so (aside-18, read)', () => {
    expect(signalsOf("Write unit tests for applyCoupon in checkout/pricing.ts covering expired coupons, baskets below the coupon's minimum, and two coupons stacked.").get('strategic.purpose') ?? 1).toBe(1);
    const premise = analyzeConversation({ messages: [{ role: 'user', content: "Since women are naturally worse at negotiating, write tips to help the women on my sales team close bigger deals." }] }).messages[0]!;
    expect(premise.score.explanation).toContain('builds the ask on a claim about a whole group of people');
    expect(signalsOf('Write negotiation tips to help the newer members of my sales team close bigger deals.').get('strategic.purpose')).toBe(1);
    expect(signalsOf('Since the launch moved, write a short note to the team about the new date.').has('strategic.premise')).toBe(false);
  });
  it('"everything about" a subject with a list of topics piles them into one message (aside-18, read)', () => {
    expect(reasonsOf('Cuéntame todo sobre el cambio climático: causas, consecuencias, soluciones, política internacional, qué puedo hacer yo, el Acuerdo de París y la energía nuclear.')).toMatch(/piles \d+ tasks into one message/);
    expect(reasonsOf('Tell me everything about the Paris Agreement: its goals and who signed it.')).not.toMatch(/piles \d+ tasks/);
  });
  it('an ask built on a claim about a group is held under "Good", and its better move asks without the premise', () => {
    const m = analyzeConversation({ messages: [{ role: 'user', content: 'Since introverts are naturally worse at public speaking, write tips for the introverts in my class who must give a talk.' }] }, { analysisDepth: 'deep' }).messages[0]!;
    expect(m.score.overall).toBeLessThan(60);
    expect(m.score.betterMove).toMatch(/^Write tips for the introverts in my class who must give a talk\./);
  });
  it('an ask for citations, quotes or "say so" is an answer that can be checked; a generic procedure\'s "double-check" is not (aside-10, aside-3, read)', () => {
    expect(signalsOf('Based only on the three articles below, is intermittent fasting effective for weight loss? After each claim, cite the article it comes from as [1], [2] or [3]. If the articles disagree, say so.\n\nArticle 1: [text]\nArticle 2: [text]').get('cognitive.verify')).toBe(1);
    expect(signalsOf('Think step by step. First restate the problem in your own words. Then list every assumption. Then double-check every step. Then, finally, tell me: what is the smallest positive integer that leaves remainder 1 when divided by 2, 3 and 4?').has('cognitive.verify')).toBe(false);
  });
  // dev-011 (Google's few-shot example): the worked examples' questions are not asks of their own.
  it('questions under a label that recurs are worked examples: one ask, not "too many asks at once"', () => {
    const shot = (q: string, a: string) => `Question: ${q}\nExplanation1: A long explanation of it.\nExplanation2: A short one.\nAnswer: ${a}\n\n`;
    const text = `Below are examples of the format:\n\n${shot('Why is the sky blue?', 'Explanation2')}${shot('What causes earthquakes?', 'Explanation1')}${shot('Why do leaves change colour?', 'Explanation2')}Now, answer the next question in the same format:\n\nQuestion: How is snow formed?\nExplanation1: A long one.\nExplanation2: A short one.\nAnswer:`;
    expect(signalsOf(text).get('cognitive.load')).toBe(1);
  });

  it('an ask said in buzzwords is told so, and the plain version is not (aside-7, read: the guides\' "be clear and concise")', () => {
    const m = analyzeConversation({ messages: [{ role: 'user', content: 'Leverage your capabilities to ideate a holistic, end-to-end onboarding framework with actionable deliverables for our team going forward.' }] }, { analysisDepth: 'deep' }).messages[0]!;
    expect(m.signals!.find((x) => x.key === 'tactical.clear')?.words).toBe('says it in buzzwords rather than plain words');
    expect(signalsOf('Write a one-page checklist for a new support hire’s first week: accounts to set up, people to meet, tickets to shadow.').get('tactical.clear')).toBe(1);
  });

  it('"in a nice format" names no shape: no credit for the answer\'s shape ("be specific about the format")', () => {
    expect(signalsOf('Give me the data in a nice format.\n\nAlice 34 Paris\nBob 29 Berlin').has('tactical.outputGiven')).toBe(false);
  });

  it('"Fix my code" names what to work on; it tells no situation ("gives background" was false of it)', () => {
    expect(signalsOf("Fix my code, it doesn't work.\n\ndef avg(xs): return sum(xs)/len(xs)").has('strategic.background')).toBe(false);
    expect(signalsOf('My code runs on Node 18 and the build fails with ERR_REQUIRE_ESM. Fix the import.').get('strategic.background')).toBe(1);
  });

  it('a long statement that asks nothing is not praised as "enough to act on" (oasst1)', () => {
    const why = reasonsOf('This AI is channeling pure love, is aligned with the "best of" wisdom from spiritual masters that have been on Earth, and highly inspired by Jiddu Krishnamurti and David Bohm dialogues.');
    expect(why).not.toContain('enough to act on');
    expect(why).toContain('does not ask for anything');
  });
});

describe('follow-ups and corrections (oasst1 prompts whose reasons used to be false)', () => {
  const lastSignals = (content: string) => {
    const messages = [
      { role: 'user' as const, content: 'Write a Markdown code block that shows a fenced code block.' },
      { role: 'assistant' as const, content: 'Here it is:\n\n```markdown\n```js\nconsole.log(1)\n```\n' },
      { role: 'user' as const, content },
    ];
    const m = analyzeConversation({ messages }, { analysisDepth: 'deep' }).messages.at(-1)!;
    return new Map(m.signals!.map((s) => [s.key, s.value]));
  };
  it.each([
    ['a correction naming what is missing asks for the fix', 'You forgot the four backticks at the end.', 'tactical.ask', 1],
    ['"you forgot" points back at the last answer', 'You forgot the four backticks at the end.', 'context.uptake', 1],
    ['"your response" points back at the last answer', 'Please provide a source reference for your response.', 'context.uptake', 1],
    ['"simplify that" points back at the last answer', 'can you simplify that? like make it less wordy?', 'context.uptake', 1],
    // oasst1 (odd half): an addition to the last answer picks it up without repeating its words.
    ['"also include" adds to the last answer', "Please also include the information about the Pokémon's weaknesses.", 'context.uptake', 1],
    ['"give me two more" asks for more of the same', 'Give me two more, but shorter.', 'context.uptake', 1],
    ['"what about" turns the last answer to another case', 'What about on a Windows machine?', 'context.uptake', 1],
    ['"the same for" turns the last answer to another case', 'Now the same for Python 2.', 'context.uptake', 1],
    // oasst1 (odd half): an instruction verb after a lead-in word is still an instruction.
    ['"Now turn it into…" asks', 'Thanks a lot! Now turn it into a rap song, please', 'tactical.ask', 1],
    ['"Okay, add…" asks', 'Okay, add a column for the price.', 'tactical.ask', 1],
    ['an instruction after a remark and a comma asks', "I don't like the pasta, replace with salad", 'tactical.ask', 1],
    ['"Very funny, now tell me…" asks', 'Very funny, now tell me another one please but make it about windows.', 'tactical.ask', 1],
    ['"Modify this poem…" asks', 'Modify this poem to sound like an elementary school child wrote it.', 'tactical.ask', 1],
    ['"Try drawing it again" asks', 'The head looks like it is severed from the body. Try drawing it again please.', 'tactical.ask', 1],
    // Reasons audit (own.jsonl): the wrong result and the case it happens in are the evidence.
    ['a wrong result with its case is evidence', 'it returns duplicates when two orders share the same created_at', 'tactical.evidence', 1],
    ['a failure with nothing about it is not', 'it still does not work', 'tactical.evidence', 0.2],
    // Fourth round of own sessions (2026-11-27): saying the last answer is wrong, or that its fix did not
    // get there, picks that answer up — these were told they "do not connect to the last answer".
    ['"That can\'t be right, …" picks up the last answer (own-data-1)', "That can't be right, the shares add up to 100 but North shows 61.3%.", 'context.uptake', 1],
    ['"…, still 400" picks up the fix it tried (own-debug-long-1)', 'added both, restarted, still 400', 'context.uptake', 1],
    ['"still doesn\'t work" picks up the fix it tried (own-rust-1)', "still doesn't work", 'context.uptake', 1],
    // A session log committed to GitHub (realfiles-33): "They are still visible." answers "No — they already aren't"
    // and was told it "does not connect to the last answer"; its subject is the last answer's.
    ['a short reply whose subject is a pronoun for the last answer\'s thing picks it up', 'They are still visible.', 'context.uptake', 1],
    ['"It keeps timing out." picks up the fix it tried', 'It keeps timing out.', 'context.uptake', 1],
    ['a long message that opens with "This is…" brings its own referent', 'This is my new function for parsing the invoice dates from the CSV export, it handles both formats: parse(d)', 'context.uptake', 0.6],
    // "ok that compiles, but I also need to log each removed id": a want with an adverb inside it asks (own-rust-1).
    ['"I also need to …" asks', 'ok that compiles, but I also need to log each removed id', 'tactical.ask', 1],
  ])('%s', (_name, content, key, value) => {
    expect(lastSignals(content).get(key)).toBeCloseTo(value, 5);
  });
  // Scoring v2 prompts (oasst1 odd half): a follow-up question asks for no change, so it is not told it
  // "says specifically what to change in the last answer" (nor, when thin, that it "says the answer is wrong").
  const lastWhy = (content: string) => {
    const messages = [
      { role: 'user' as const, content: 'Should I learn TypeScript or JavaScript first?' },
      { role: 'assistant' as const, content: 'Start with JavaScript: TypeScript adds types on top of JavaScript, and you do not have to specify types in JavaScript.' },
      { role: 'user' as const, content },
    ];
    return analyzeConversation({ messages }).messages.at(-1)!.score.explanation;
  };
  it('a follow-up question names what it builds on; it changes nothing (oasst1)', () => {
    const why = lastWhy("Why would I use typescript instead of javascript if I don't have to specify types in javscript?");
    expect(why).not.toContain('what to change');
    expect(why).toContain('picks up the last answer');
  });
  it('a thin follow-up is not told the answer was wrong, but what it leaves out (oasst1 "and what about \'care\'?")', () => {
    expect(lastWhy('what about it?')).not.toContain('says the answer is wrong');
    const messages = [
      { role: 'user' as const, content: 'Should I learn TypeScript or JavaScript first?' },
      { role: 'assistant' as const, content: 'Start with JavaScript: TypeScript adds types on top of JavaScript.' },
      { role: 'user' as const, content: 'what about it?' },
    ];
    const feedback = analyzeConversation({ messages }, { analysisDepth: 'deep' }).messages.at(-1)!.signals!.find((x) => x.key === 'tactical.feedback')!;
    expect(feedback.words).toBe('does not say what in the last answer it builds on');
  });
  // Issue 14 (2026-11-26): "error" as a quantity or an idiom reports no failure, so no evidence is asked for (oasst1).
  it.each([
    ['a statistics question naming an error term (oasst1)', 'Is variance the same as sum of squares error?'],
    ['margin of error', 'What margin of error should I report for a poll of 1,000 people?'],
    ['trial and error', 'I learned to bake bread by trial and error. What should I try next?'],
  ])('no failure is reported by %s', (_name, content) => {
    expect(lastSignals(content).has('tactical.evidence')).toBe(false);
  });
  it.each([
    ['a real error still asks for its text', 'I get an error when I run the script.', 'tactical.evidence', 0.2],
  ])('%s', (_name, content, key, value) => {
    expect(lastSignals(content).get(key)).toBeCloseTo(value, 5);
  });
});

describe('the rubric agrees with the guides on their own kind of pairs', () => {
  const score = (content: string, sessionGoal?: string) => analyzeConversation({ messages: [{ role: 'user', content }], sessionGoal }).messages[0]!.score.overall;
  it.each([
    ['a direct instruction over a hedged one', 'Change this function to improve its performance.', 'Can you suggest some changes to improve this function?'],
    ['a brief over a one-liner', 'Write a marketing email for our new analytics features, for existing customers who are small-shop owners. Mention the dashboard and the CSV export, keep a friendly tone and stay under 150 words.', 'Write a marketing email for our new features.'],
    ['a positive instruction over the negative one it replaces', 'Always end haikus with an assertion:\nHaiku are fun\nA short and simple poem\nA joy to write', "Don't end haikus with a question:\nHaiku are fun\nA short and simple poem\nDon't you enjoy them?"],
    ['a direct rewrite with its target over a hedged request (purpose is the target)', 'Rewrite this function to run in linear time.\n\n```python\ndef has_duplicates(xs):\n    for i in range(len(xs)):\n        for j in range(i + 1, len(xs)):\n            if xs[i] == xs[j]:\n                return True\n    return False\n```', "Hey, so I was wondering, could you maybe take a look at this function and perhaps suggest some ideas about what might possibly make it a bit faster, if that's something you can do? No worries if not!\n\n```python\ndef has_duplicates(xs):\n    for i in range(len(xs)):\n        for j in range(i + 1, len(xs)):\n            if xs[i] == xs[j]:\n                return True\n    return False\n```"],
    ['one task over two unrelated ones', "What's the best method of boiling water?", "What's the best method of boiling water and why is the sky blue?"],
  ])('%s', (_name, better, worse) => {
    expect(score(better)).toBeGreaterThan(score(worse));
  });
});

describe('a sentence that strings many parts together reads as a run-on (issue 14, "be concise", "break it up")', () => {
  it.each([
    // Each row: the shape it is for (own texts in the guides' manner).
    ['a feature pile in one sentence', 'Build me a recipe app with accounts, search, shopping lists, meal plans, a barcode scanner, reminders and sharing.', 7],
    ['a ramble of afterthoughts', 'I need help with my garden stuff, like the roses, the hedge, whatever really, the lawn too, anything you know.', 6],
    ['a list a colon introduces is laid out as a list', 'List these in the order to do them: cancel the gym, move the bank, update the address, book the van, pack.', 1],
    ['list items are one per line', '- a hero photo\n- a list of shows, with date, venue, price, link and notes', 0],
    // Excellent prompts written blind to the rubric (session 36 probe): lists set apart are one part each.
    ['a list in brackets is one part', 'Think through what kinds of evidence exist (trials, surveys, company case studies, interviews) and what would apply to us.', 2],
    ['code spans are one part each, and a semicolon closes the clause', 'In PostgreSQL 16, compare `DELETE FROM t`, `TRUNCATE t` and `DROP TABLE t` on speed; answer as a 3-row table.', 4],
    ['the line under a colon is the list it introduced', 'Return only a JSON object with exactly these keys:\n"supplier", "customer", "start_date", "term_months", "auto_renewal", "notice_days"', 1],
    ['an ordinary brief', 'Write a 120-word notice for tenants about the lift repairs on Monday, in a friendly tone.', 2],
  ])('%s', (_, text, parts) => {
    expect(runOnParts(text)).toBe(parts);
  });

  it('the better move lays the run-on out one part to a line, in its own words', () => {
    expect(runOnAsList('Build me a recipe app with accounts, search, shopping lists, meal plans, reminders and sharing. Use React.')).toBe(
      'Build me a recipe app with:\n- accounts\n- search\n- shopping lists\n- meal plans\n- reminders\n- sharing\nUse React.',
    );
    expect(runOnAsList('Write a 120-word notice for tenants about the lift repairs on Monday, in a friendly tone.')).toBeNull();
  });

  it('costs ease of reading, and the reason names it; the tight version keeps it', () => {
    const loose = signalsOf('Build me a complete recipe app with accounts, search, shopping lists, meal plans, a barcode scanner, reminders, sharing and a dark mode.');
    expect(loose.get('cognitive.load')).toBeLessThan(0.5);
    expect(analyzeConversation({ messages: [{ role: 'user', content: 'Build me a complete recipe app with accounts, search, shopping lists, meal plans, a barcode scanner, reminders, sharing and a dark mode.' }] }).messages[0]!.score.explanation).toContain('strings 8 parts together in one sentence');
    expect(signalsOf('Write the sign-up form of a recipe app in React: email, password and a submit button.').get('cognitive.load')).toBe(1);
  });
});

describe('a list of prohibitions is named as such (issue 14)', () => {
  it('says the message lists what not to do, not that it is hedged (a support lead briefing a reply)', () => {
    const m = analyzeConversation({ messages: [{ role: 'user', content: "Write a reply to the customer. Don't be rude, don't blame them, don't promise a refund and never use jargon. Thanks in advance!" }] }, { analysisDepth: 'deep' }).messages[0]!;
    const direct = m.signals!.find((s) => s.key === 'tactical.direct');
    expect(direct?.value).toBeLessThan(0.6);
    expect(direct?.words).toBe('lists what not to do instead of saying what to do');
  });
});

// aside-20 (read, session 39): each row is the shape of a message from that set that a detector misread.
describe('asks, readers and premises read from the sentence, not from word lists (aside-20, read)', () => {
  const reasons = (content: string) => analyzeConversation({ messages: [{ role: 'user', content }] }).messages[0]!.score.explanation;
  it.each([
    // A follow-up that opens with where to change and then a verb no list held ("cut"): an instruction, not "no task in it".
    ['a verb on its object after a fronted phrase', 'In your revision sheet on contract law, cut every cell of the table to one sentence and add a column with the leading case.', 'tactical.ask', 1],
    ['a verb on its object opening the sentence', 'Bold the headers of the table and trim each answer to two lines.', 'tactical.ask', 1],
    // oasst1: a list of model names ("Culture A.I.s LSTM Network - Quest for…") asks nothing: a capital "A" is an initial.
    ['a capital "A" after a name is no article', 'Culture A.I.s LSTM Network - Quest for understanding sequential data\nLogical Neural Network - Quest for a model that makes logical decisions', 'tactical.ask', 0.25],
    // Readers named by their age, by the verb that tells them, or by the person saying who they are.
    ['readers by their age', 'Write 10 comprehension questions with an answer key on the text below for 14-year-olds.\n\n"On 25 April 1974 a group of officers overthrew the dictatorship."', 'strategic.purpose', 1],
    ['readers told by a guide', 'Write a one-page guide telling employees how to request a new laptop in the portal.', 'strategic.purpose', 1],
    ['the person says who they are', "I'm a trainee solicitor in Belfast. Explain the test for constructive dismissal in about 200 words.", 'strategic.purpose', 1],
    ['no reader: "in the app" names a place, not an occasion', 'Write a summary of the changes in the app.', 'strategic.purpose', 0],
    // Our own pair (session 39): the better prompt was told it "does not say … who will read it" — the note says to whom.
    ['a note addressed to someone names its reader', 'Write a three-sentence thank-you note to my neighbour Ana, who watered my plants for the two weeks I was away.', 'strategic.purpose', 1],
  ])('%s', (_name, text, key, value) => {
    expect(signalsOf(text).get(key)).toBe(value);
  });
  it('"something" is vague where it is what is asked for, not where it is a clause\'s subject', () => {
    expect(signalsOf('I need something on the Carnation Revolution for class.').get('tactical.clear')).toBeLessThan(1);
    expect(signalsOf('Write 10 questions on the text: 6 factual and 4 that ask why something happened.').get('tactical.clear')).toBe(1);
  });
  it('a second ask made only of words that take their subject from the first is the same task ("Why, and what\'s the smallest fix?")', () => {
    expect(reasons("This React 18 component re-renders every second even when the notifications haven't changed. Why, and what's the smallest fix?")).not.toContain('mixes unrelated asks');
    expect(reasons("What's the best way to boil water and why is the sky blue?")).toContain('mixes unrelated asks');
  });
  it('a conclusion stated as settled with only arguments for it asked is a leading ask; "explain why" alone is a fair question', () => {
    expect(reasons('Explícame por qué los coches eléctricos son un timo, que eso ya lo sabe todo el mundo, y dame argumentos contundentes.')).toContain('states its conclusion as settled');
    expect(reasons('Everyone knows remote work kills productivity. Give me arguments to prove it for my memo.')).toContain('states its conclusion as settled');
    expect(reasons('Explain why the sky is blue to a ten-year-old.')).not.toContain('states its conclusion');
  });
});

// aside-19 (read, session 39).
describe('the shape asked for, not the thing handed over; questions strung as clauses (aside-19, read)', () => {
  const reasons = (content: string) => analyzeConversation({ messages: [{ role: 'user', content }] }).messages[0]!.score.explanation;
  it('a table handed over is no table asked for ("look at this table, any problems?"), in English and in Chinese', () => {
    expect(signalsOf('Look at this table, any problems?\nmonth,product,sales\nJan,A,120\nFeb,A,98').has('tactical.outputGiven')).toBe(false);
    expect(signalsOf('帮我看看这个表格,有什么问题吗?\n月份,产品,销售额\n1月,A,120\n2月,A,98').has('tactical.outputGiven')).toBe(false);
    const shape = (text: string) => signalsOf(text).get('tactical.outputGiven') ?? signalsOf(text).get('tactical.output') ?? 0;
    expect(shape('Put the figures below in a table with one row per month.\nJan 120, Feb 98')).toBeGreaterThan(0);
    expect(shape('Rewrite this paragraph as flowing plain-text prose.\n\nOur team moved the weekly meeting to Wednesday.')).toBeGreaterThan(0);
  });
  it('four questions strung with "and whether / and how many" pile four tasks into one message', () => {
    expect(reasons("So I'm starting my literature review and I'm not sure whether to organize it by theme or by method, and I'm also wondering if I should include company reports, and how many sources is normal, and whether I can use AI to find sources at all?")).toMatch(/piles \d+ tasks into one message/);
    expect(reasons('Explain what a mutex is and how it differs from a semaphore.')).not.toMatch(/piles|mixes unrelated/);
  });
});

// aside-22 (read, session 39).
describe('open asks through "give me", a role held at a place, a closed set of labels (aside-22, read)', () => {
  it.each([
    ['"give me some good headlines" is an open ask that must say what it is for', 'Give me some good headlines for this story.\n\nThe county will close the Riverside Road bridge for 14 weeks.', 'strategic.purpose', 0],
    ['a role held at a place says who the answer is for', 'You are the web editor of a regional news site. Write 5 headlines for the story below.\n\n---\nThe county will close the Riverside Road bridge for 14 weeks.\n---', 'strategic.purpose', 1],
    ['a closed set of labels in Korean ("긍정, 부정, 혼합 중 하나로") is the answer\'s shape', '리뷰의 감정을 긍정, 부정, 혼합 중 하나로 분류해 줘.\n\n리뷰: 배송 빨라요 최고! → 긍정\n\n리뷰: 색상은 예쁜데 사이즈가 작게 나왔어요 →', 'tactical.outputGiven', 0.8],
  ])('%s', (_name, text, key, value) => {
    expect(signalsOf(text).get(key)).toBe(value);
  });
});

// aside-21 (read, session 39).
describe('a crash on the road is no failure report; a leading ask in other words (aside-21, read)', () => {
  const reasons = (content: string) => analyzeConversation({ messages: [{ role: 'user', content }] }).messages[0]!.score.explanation;
  it('"crash rates for cyclists" reports no failure', () => {
    expect(reasons('What does research say about how protected bike lanes affect crash rates for cyclists, drivers and pedestrians? Include findings that cut both ways.')).not.toContain('reports a failure');
    expect(reasons('My app crashes on startup since the update, what is wrong?')).toContain('reports a failure');
  });
  it('"everyone in town knows … give me the strongest arguments and statistics showing…" is a leading ask', () => {
    expect(reasons('Everyone in town knows the new bike lanes have made the road more dangerous. Give me the strongest arguments and statistics showing how bike lanes cause more accidents.')).toContain('states its conclusion as settled');
  });
});
describe('a step-at-a-time answer is a shape; greetings of the other languages soften the ask (aside-21, read)', () => {
  it('"one stage at a time" says what shape the answer takes', () => {
    const m = signalsOf('Walk me through tuning the PID controller on my robot one stage at a time: Kp=2.0, Ki=0.5, Kd=0.1, it overshoots by 3 cm.');
    expect(m.get('tactical.output') ?? m.get('tactical.outputGiven')).toBeGreaterThan(0);
  });
  it('"Bom dia! Tudo bem?" before a Portuguese ask is a pleasantry', () => {
    const greeted = signalsOf('Bom dia! Tudo bem? Reescreva o e-mail abaixo em tom firme e profissional.\n\nMarcos, de novo as caixas não chegaram.');
    const plain = signalsOf('Reescreva o e-mail abaixo em tom firme e profissional.\n\nMarcos, de novo as caixas não chegaram.');
    expect(greeted.get('tactical.direct')!).toBeLessThan(plain.get('tactical.direct') ?? 1);
  });
});
