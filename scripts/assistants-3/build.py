#!/usr/bin/env python3
"""Held-out parse test set generator (blind to the parser).

Builds 60 cases in ./cases: 40 web "select all, copy" pages of AI assistants
and 20 transcripts/markdown notes, from real conversations in
/work/shared/data. Deterministic: fixed seed, sorted inputs.

    python3 scripts/assistants-3/build.py   # writes eval/corpus/assistants-3 and SOURCES-cases.md
"""
import json
import os
import random
import re
import unicodedata

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "shared", "data")
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "eval", "corpus", "assistants-3")
SEED = 20250603
# A twin of the set (same layouts, other conversations): A3_SEED and A3_OUT set another seed and folder, and the
# conversations of every case already in A3_EXCLUDE (a corpus folder) are never drawn. Unset, the build is as before.
TWIN = "A3_OUT" in os.environ
if TWIN:
    OUT = os.environ["A3_OUT"]
    SEED = int(os.environ.get("A3_SEED", "35"))
rng = random.Random(SEED)

# ---------------------------------------------------------------- data
def load(name):
    with open(os.path.join(DATA, name), encoding="utf-8") as f:
        return [json.loads(l) for l in f if l.strip()]

HH = [d for d in load("hh-rlhf-conversations.jsonl")]
MD = load("markdown-chat-conversations.jsonl")
OA = []
for r in load("oasst1-en-replies-labelled.jsonl"):
    msgs = [dict(role=m["role"], content=m["content"]) for m in r["context"]]
    msgs.append(dict(role="assistant", content=r["reply"]))
    OA.append(dict(id=r["id"], messages=msgs))

def alternates(msgs):
    return all(m["role"] == ("user" if i % 2 == 0 else "assistant") for i, m in enumerate(msgs))

HTMLTAG = re.compile(r"</?[a-zA-Z][a-zA-Z0-9]*(\s[^>]*)?/?>")

def clean_md(msgs):
    """Reject conversations whose rendering would be ambiguous (HTML, LaTeX, setext)."""
    for m in msgs:
        c = m["content"]
        outside = re.sub(r"```.*?```", "", c, flags=re.S)
        if HTMLTAG.search(outside) or "$$" in c or "\\(" in outside or "\\[" in outside:
            return False
        if re.search(r"^\s*=+\s*$", outside, re.M):
            return False
        if c.count("```") % 2:
            return False
        if not c.strip():
            return False
    return alternates(msgs)

def nex(d):
    return len(d["messages"]) // 2

def total_len(d):
    return sum(len(m["content"]) for m in d["messages"])

def has_code(d):
    return any("```" in m["content"] for m in d["messages"] if m["role"] == "assistant")

TABLE_SEP = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)+\|?\s*$", re.M)

def has_table(d):
    return any(TABLE_SEP.search(m["content"]) for m in d["messages"] if m["role"] == "assistant")

def script_of(text):
    if re.search(r"[\u0400-\u04ff]", text): return "ru"
    if re.search(r"[\u3040-\u30ff]", text): return "ja"
    if re.search(r"[\uac00-\ud7af]", text): return "ko"
    if re.search(r"[\u4e00-\u9fff]", text): return "zh"
    return "en"

USED = set()

def sources_in(folder):
    found = set()
    for f in os.listdir(folder):
        if f.endswith(".expected.json"):
            with open(os.path.join(folder, f), encoding="utf-8") as h:
                found.update(json.load(h).get("sources", []))
    return found

# A twin never draws A3_EXCLUDE's conversations, and draws A3_AVOID's (an earlier twin) only when a pool runs out.
EXCLUDED = sources_in(os.environ["A3_EXCLUDE"]) if TWIN and os.environ.get("A3_EXCLUDE") else set()
# (A3_AVOID may name several folders, separated by ":".)
AVOIDED = set().union(*(sources_in(d) for d in os.environ["A3_AVOID"].split(":") if d)) if TWIN and os.environ.get("A3_AVOID") else set()
USED.update(EXCLUDED | AVOIDED)

def take(pool, pred=lambda d: True):
    cands = [d for d in pool if d["id"] not in USED and pred(d)]
    if not cands and AVOIDED:
        cands = [d for d in pool if d["id"] in AVOIDED and d["id"] not in EXCLUDED and pred(d)]
    cands.sort(key=lambda d: d["id"])
    d = rng.choice(cands)
    USED.add(d["id"])
    return [dict(m) for m in d["messages"]], [d["id"]]

HH_HELP = [d for d in HH if d["id"].startswith("hh-helpful") and alternates(d["messages"])]
HH_ALL = [d for d in HH if alternates(d["messages"])]
MD_OK = [d for d in MD if clean_md(d["messages"])]
OA_OK = [d for d in OA if clean_md(d["messages"]) and len(d["messages"]) >= 2]
RICH = MD_OK + OA_OK

def hh(n, maxlen=5000, pool=None):
    return take(pool or HH_HELP, lambda d: nex(d) == n and total_len(d) < maxlen)

def code_conv(maxlen=5500):
    return take(RICH, lambda d: has_code(d) and total_len(d) < maxlen and script_of(d["messages"][0]["content"]) == "en")

def table_conv(maxlen=6000):
    return take(RICH, lambda d: has_table(d) and total_len(d) < maxlen)

def oa_multi(n, maxlen=6000):
    return take(OA_OK, lambda d: nex(d) == n and total_len(d) < maxlen and not has_code(d))

def native(lang, maxlen=5000):
    return take(MD_OK, lambda d: script_of(d["messages"][0]["content"]) == lang and total_len(d) < maxlen)

# Authored exchanges whose user message has a line equal to a UI button word
# (marked "authored" in sources). Everything else is real data.
BUTTON_EX = {
    "A": ("authored-button-en-1",
          "My app's message toolbar currently shows these labels, one per line:\nCopy\nEdit\nRetry\nShare\nIs that a sensible order?",
          "Mostly, yes. Put the most frequent action first: Copy is used far more often than the others, so keep it on the left.\n\nEdit only applies to your own messages and Retry only to the assistant's, so they never appear together on the same message. Share acts on the whole conversation, so it usually fits better in the page header than in the per-message toolbar."),
    "B": ("authored-button-es-1",
          "Traduce al inglés estas etiquetas de botones:\nCopiar\nEditar\nCompartir",
          "Aquí tienes las traducciones:\n\n- Copiar → Copy\n- Editar → Edit\n- Compartir → Share"),
    "C": ("authored-button-de-1",
          "Welche Tastenkürzel gehören zu diesen Befehlen?\nKopieren\nEinfügen\nRückgängig",
          "Unter Windows ist **Kopieren** Strg+C, **Einfügen** Strg+V und **Rückgängig** Strg+Z. Auf dem Mac verwendest du statt Strg die Befehlstaste (⌘)."),
    "D": ("authored-button-en-2",
          "Our CI flaky-test policy has three outcomes:\nPass\nRetry\nFail\nShould Retry be allowed more than once?",
          "I would allow at most one automatic retry. A test that fails, passes on retry, and is then reported as green hides real flakiness, so:\n\n1. Retry once, and only for tests tagged as known-flaky.\n2. Record every retry in the test report, even when the second run passes.\n3. If the same test needs a retry more than a few times a week, quarantine it and open a ticket instead of retrying again."),
}

def with_button(msgs, srcs, key):
    sid, u, a = BUTTON_EX[key]
    return msgs + [dict(role="user", content=u), dict(role="assistant", content=a)], srcs + [sid]

# ---------------------------------------------------------------- markdown rendering
def inline(s):
    s = re.sub(r"!\[([^\]]*)\]\([^)]*\)", r"\1", s)
    s = re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", s)
    s = re.sub(r"`([^`]+)`", r"\1", s)
    s = re.sub(r"\*\*(?=\S)(.+?)(?<=\S)\*\*", r"\1", s)
    s = re.sub(r"__(?=\S)(.+?)(?<=\S)__", r"\1", s)
    s = re.sub(r"(?<![\w*])\*(?=[^\s*])([^*\n]+?)(?<=[^\s*])\*(?![\w*])", r"\1", s)
    s = re.sub(r"(?<![\w])_(?=[^\s_])([^_\n]+?)(?<=[^\s_])_(?![\w])", r"\1", s)
    s = re.sub(r"~~(.+?)~~", r"\1", s)
    s = re.sub(r"\\([\\`*_{}\[\]()#+\-.!|>])", r"\1", s)
    return s

def render(md):
    """Markdown -> blocks as a browser copies the rendered page.
    ('t', text) for prose (markup gone, list markers gone, table rows tab-separated),
    ('c', lang, code) for fenced code (text kept)."""
    lines = md.replace("\r\n", "\n").split("\n")
    blocks, buf = [], []

    def flush():
        t = "\n".join(buf).strip("\n")
        if t.strip():
            blocks.append(("t", t))
        buf.clear()

    i = 0
    while i < len(lines):
        line = lines[i]
        m = re.match(r"^(\s*)(`{3,}|~{3,})\s*([\w+#.\-]*)", line)
        if m:
            flush()
            ind, fence, lang = len(m.group(1)), m.group(2), m.group(3)
            code = []
            i += 1
            while i < len(lines) and not lines[i].strip().startswith(fence[:3]):
                l = lines[i]
                code.append(l[ind:] if l[:ind].strip() == "" else l.lstrip())
                i += 1
            i += 1
            blocks.append(("c", lang, "\n".join(code).rstrip("\n")))
            continue
        if "|" in line and i + 1 < len(lines) and TABLE_SEP.match(lines[i + 1]):
            rows = [line]
            i += 2
            while i < len(lines) and "|" in lines[i] and lines[i].strip():
                rows.append(lines[i])
                i += 1
            for r in rows:
                r = r.strip()
                if r.startswith("|"): r = r[1:]
                if r.endswith("|"): r = r[:-1]
                cells = [inline(c.strip()) for c in re.split(r"(?<!\\)\|", r)]
                buf.append("\t".join(cells))
            continue
        s = line
        if re.match(r"^\s*([-*_])(\s*\1){2,}\s*$", s):
            i += 1
            continue
        s = re.sub(r"^\s{0,3}#{1,6}\s+", "", s)
        s = re.sub(r"\s+#+\s*$", "", s) if re.match(r"^\s{0,3}#", line) else s
        while re.match(r"^\s*>\s?", s):
            s = re.sub(r"^\s*>\s?", "", s, count=1)
        s = re.sub(r"^\s*([-*+]|\d+[.)])\s+(\[[ xX]\]\s+)?", "", s)
        buf.append(inline(s.strip()))
        i += 1
    flush()
    return blocks

def blocks_text(blocks):
    return "\n\n".join(b[1] if b[0] == "t" else b[2] for b in blocks).strip()

# ---------------------------------------------------------------- page chrome (per product, per UI language)
TITLES = {
    "en": ["Weekend trip packing list", "Fix pandas merge error", "Birthday message ideas", "Explain compound interest", "Regex for email validation", "Sourdough starter tips"],
    "es": ["Lista para viaje de fin de semana", "Error al unir tablas en pandas", "Ideas para un cumpleaños", "Interés compuesto explicado", "Receta de pan de masa madre"],
    "pt": ["Lista de viagem", "Erro no merge do pandas", "Ideias de aniversário", "Juros compostos", "Dicas de pão caseiro"],
    "fr": ["Liste pour un week-end", "Erreur de fusion pandas", "Idées d'anniversaire", "Intérêts composés expliqués", "Levain maison"],
    "de": ["Packliste fürs Wochenende", "Pandas-Merge-Fehler beheben", "Geburtstagsideen", "Zinseszins erklärt", "Sauerteig-Tipps"],
    "it": ["Lista per il weekend", "Errore merge pandas", "Idee per un compleanno", "Interesse composto", "Lievito madre"],
    "ru": ["Список вещей в поездку", "Ошибка merge в pandas", "Идеи для дня рождения", "Сложные проценты", "Закваска для хлеба"],
    "zh": ["周末出行清单", "pandas 合并报错", "生日祝福语", "复利是什么", "酸面包酵头"],
    "ja": ["週末旅行の持ち物", "pandas の結合エラー", "誕生日メッセージ案", "複利の説明", "サワードウのコツ"],
    "ko": ["주말 여행 준비물", "pandas 병합 오류", "생일 메시지 아이디어", "복리 설명", "사워도우 팁"],
}

def titles(lang, k):
    t = list(TITLES[lang])
    rng.shuffle(t)
    return t[:k]

def chat_title(msgs, n=38):
    s = re.sub(r"\s+", " ", msgs[0]["content"]).strip()
    return s[:n].rstrip() + ("…" if len(s) > n else "")

def gap(k=None):
    return [""] * (k if k is not None else rng.choice([0, 1, 1, 2]))

def para_chips(text, chips, prob=0.5, glue=""):
    """Perplexity-style citation chips appended to prose lines (not part of content)."""
    out = []
    for line in text.split("\n"):
        if len(line) > 50 and line.rstrip().endswith((".", "。")) and rng.random() < prob:
            line = line + glue + rng.choice(chips)
        out.append(line)
    return "\n".join(out)

def assistant_lines(msg_md, code_hdr, code_ftr=lambda lang: [], deco=None):
    blocks = render(msg_md)
    out = []
    for b in blocks:
        if b[0] == "t":
            out += [deco(b[1]) if deco else b[1], ""]
        else:
            out += code_hdr(b[1]) + [b[2]] + code_ftr(b[1]) + [""]
    while out and out[-1] == "":
        out.pop()
    return out, blocks_text(blocks), blocks

def user_text(m):
    return m["content"].strip()

# Each page builder returns (text, messages, variant, extra_flags)

def page_chatgpt(msgs, lang, opts):
    L = {
        "en": dict(skip="Skip to content", share="Share", you="You said:", bot="ChatGPT said:", copy="Copy", edit="Edit",
                   ask="Ask anything", disc="ChatGPT can make mistakes. Check important info.", thought="Thought for {n}s",
                   side=["Open sidebar", "ChatGPT", "New chat", "Search chats", "Library", "Sora", "GPTs", "Chats"], plan="Upgrade plan",
                   tools=["Attach", "Search", "Reason", "Voice"], chip="Document"),
        "es": dict(skip="Saltar al contenido", share="Compartir", you="Tú dijiste:", bot="ChatGPT dijo:", copy="Copiar", edit="Editar",
                   ask="Pregunta lo que quieras", disc="ChatGPT puede cometer errores. Comprueba la información importante.",
                   thought="Pensó durante {n}s", side=["Abrir barra lateral", "ChatGPT", "Nuevo chat", "Buscar chats", "Biblioteca", "Sora", "GPT", "Chats"],
                   plan="Mejorar el plan", tools=["Adjuntar", "Buscar", "Razonar", "Voz"], chip="Hoja de cálculo"),
        "de": dict(skip="Zum Inhalt springen", share="Teilen", you="Du hast gesagt:", bot="ChatGPT hat gesagt:", copy="Kopieren", edit="Bearbeiten",
                   ask="Frag alles", disc="ChatGPT kann Fehler machen. Überprüfe wichtige Informationen.", thought="Nachgedacht für {n}s",
                   side=["Seitenleiste öffnen", "ChatGPT", "Neuer Chat", "Chats durchsuchen", "Bibliothek", "Sora", "GPTs", "Chats"], plan="Plan upgraden",
                   tools=["Anhängen", "Suche", "Nachdenken", "Stimme"], chip="Dokument"),
        "ja": dict(skip="コンテンツへとスキップする", share="共有する", you="あなた:", bot="ChatGPT:", copy="コピーする", edit="編集する",
                   ask="質問してみましょう", disc="ChatGPT の回答は必ずしも正しいとは限りません。重要な情報は確認するようにしてください。",
                   thought="思考時間: {n} 秒", side=["サイドバーを開く", "ChatGPT", "新しいチャット", "チャットを検索", "ライブラリ", "Sora", "GPT", "チャット"],
                   plan="プランをアップグレードする", tools=["添付", "検索", "推論", "音声"], chip="ドキュメント"),
    }[lang]
    lines = [L["skip"]]
    if opts.get("sidebar"):
        lines += L["side"] + titles(lang, 5) + [L["plan"]]
    lines += ["ChatGPT", L["share"]] + gap(4)
    hdr = lambda lang_: ([lang_] if lang_ else []) + [L["copy"], L["edit"]]
    out = []
    for i, m in enumerate(msgs):
        if m["role"] == "user":
            if i > 0:
                lines += gap(rng.choice([2, 4, 5]))
            lines.append(L["you"])
            if opts.get("attach") and i == 0:
                lines += [opts["attach"], L["chip"]]
            lines.append(user_text(m))
            out.append(dict(role="user", content=user_text(m)))
        else:
            lines += gap(1) + [L["bot"]]
            if opts.get("thought") and i == len(msgs) - 1:
                lines.append(L["thought"].format(n=rng.randint(4, 40)))
            al, content, _ = assistant_lines(m["content"], hdr)
            lines += al
            out.append(dict(role="assistant", content=content))
    lines += gap(2) + L["tools"][:1] + [L["ask"]] + L["tools"][1:] + [L["disc"], "?"]
    return "\n".join(lines) + "\n", out, "2025", []

def initials(lang):
    return {"en": "JD", "fr": "CM", "ko": "민", "pt": "RS"}.get(lang, "A")

def page_claude(msgs, lang, opts):
    L = {
        "en": dict(new="New chat", chats="Chats", proj="Projects", rec="Recents", share="Share", retry="Retry", copy="Copy", edit="Edit",
                   disc="Claude can make mistakes. Please double-check responses.", reply="Reply to Claude...", plan="Free plan",
                   think="Thought process", code="Claude does not have the ability to run the code it generates yet."),
        "fr": dict(new="Nouvelle conversation", chats="Conversations", proj="Projets", rec="Récents", share="Partager", retry="Réessayer",
                   copy="Copier", edit="Modifier", disc="Claude peut faire des erreurs. Assurez-vous de vérifier ses réponses.",
                   reply="Répondre à Claude...", plan="Forfait gratuit", think="Processus de réflexion",
                   code="Claude n'est pas encore en mesure d'exécuter le code qu'il génère."),
        "ko": dict(new="새 채팅", chats="채팅", proj="프로젝트", rec="최근 항목", share="공유", retry="다시 시도", copy="복사", edit="편집",
                   disc="Claude는 실수를 할 수 있습니다. 응답을 반드시 다시 확인해 주세요.", reply="Claude에게 답장...", plan="무료 요금제",
                   think="사고 과정", code="Claude는 아직 생성한 코드를 실행할 수 없습니다."),
        "pt": dict(new="Novo chat", chats="Chats", proj="Projetos", rec="Recentes", share="Compartilhar", retry="Tentar novamente", copy="Copiar",
                   edit="Editar", disc="O Claude pode cometer erros. Confira sempre as respostas.", reply="Responder ao Claude...",
                   plan="Plano gratuito", think="Processo de pensamento", code="O Claude ainda não consegue executar o código que gera."),
    }[lang]
    variant = opts.get("variant", "2025")
    ini = initials(lang)
    lines = []
    if opts.get("sidebar"):
        lines += ["Claude", L["new"], L["chats"], L["proj"], L["rec"]] + titles(lang, 4) + [ini, "Jordan", L["plan"]]
    lines += [chat_title(msgs), L["share"], ""]
    out = []
    had_code = False
    for i, m in enumerate(msgs):
        if m["role"] == "user":
            lines += [ini]
            if opts.get("attach") and i == 0:
                lines += ["pasted"]
            lines += [user_text(m)]
            if variant == "b-2024":
                lines += [L["edit"]]
            lines += [""]
            out.append(dict(role="user", content=user_text(m)))
        else:
            if opts.get("think") and i == 1:
                lines += [L["think"], f"{rng.randint(3, 19)}s", ""]
            if variant == "b-2024":
                hdr = lambda lg: ([lg, ""] if lg else []) + [L["copy"]]
            else:
                hdr = lambda lg: [lg or "text"]
            al, content, blocks = assistant_lines(m["content"], hdr)
            had_code = had_code or any(b[0] == "c" for b in blocks)
            lines += al
            if variant == "b-2024":
                lines += ["", L["copy"], L["retry"]]
                if had_code:
                    lines += ["", L["code"]]
            elif i == len(msgs) - 1:
                lines += ["", L["retry"]]
            lines += ["", ""]
            out.append(dict(role="assistant", content=content))
    lines += [L["disc"], L["reply"], "Sonnet 4" if variant != "b-2024" else "Claude 3.5 Sonnet"]
    return "\n".join(lines) + "\n", out, variant, []

def page_gemini(msgs, lang, opts):
    L = {
        "en": dict(conv="Conversation with Gemini", you="You said", bot="Gemini said", show="Show thinking", caution="Use code with caution.",
                   ask="Ask Gemini", disc="Gemini can make mistakes, so double-check it", side=["Gemini", "New chat", "Explore Gems", "Recent"],
                   up="Upgrade"),
        "it": dict(conv="Conversazione con Gemini", you="Hai detto", bot="Gemini ha detto", show="Mostra ragionamento",
                   caution="Usa il codice con cautela.", ask="Chiedi a Gemini",
                   disc="Gemini può commettere errori, quindi verifica le sue risposte", side=["Gemini", "Nuova chat", "Esplora Gem", "Recenti"],
                   up="Esegui l'upgrade"),
        "ru": dict(conv="Чат с Gemini", you="Вы сказали", bot="Gemini сказал", show="Показать ход рассуждений",
                   caution="Используйте код с осторожностью.", ask="Спросите Gemini",
                   disc="Gemini может ошибаться, поэтому проверяйте его ответы", side=["Gemini", "Новый чат", "Обзор Gem", "Недавние"],
                   up="Обновить"),
    }[lang]
    lines = list(L["side"]) + titles(lang, 3) + ["Gemini", "2.5 Flash", L["up"], "", L["conv"], ""]
    hdr = lambda lg: [(lg or "code").capitalize() if lg.lower() not in ("json", "sql", "html", "css") else lg.upper()]
    ftr = lambda lg: [L["caution"]]
    out = []
    for i, m in enumerate(msgs):
        if m["role"] == "user":
            lines += [L["you"], "", user_text(m), ""]
            out.append(dict(role="user", content=user_text(m)))
        else:
            lines += [L["bot"]] if opts.get("botlabel", True) else []
            if opts.get("think"):
                lines += [L["show"]]
            al, content, _ = assistant_lines(m["content"], hdr, ftr)
            lines += [""] + al + ["", ""]
            out.append(dict(role="assistant", content=content))
    lines += ["", L["ask"], "", L["disc"]]
    return "\n".join(lines) + "\n", out, "2025", []

def page_copilot(msgs, lang, opts):
    L = {
        "en": dict(you="You said", bot="Copilot said", copy="Copy", msg="Message Copilot", quick="Quick response",
                   side=["Copilot", "New chat", "Discover", "Library", "Conversations"], disc="Copilot may make mistakes."),
        "ru": dict(you="Вы сказали", bot="Copilot сказал", copy="Копировать", msg="Сообщение для Copilot", quick="Быстрый ответ",
                   side=["Copilot", "Новый чат", "Обзор", "Библиотека", "Беседы"], disc="Copilot может ошибаться."),
        "de": dict(you="Sie haben gesagt", bot="Copilot hat gesagt", copy="Kopieren", msg="Nachricht an Copilot", quick="Schnelle Antwort",
                   side=["Copilot", "Neuer Chat", "Entdecken", "Bibliothek", "Unterhaltungen"], disc="Copilot kann Fehler machen."),
    }[lang]
    lines = list(L["side"]) + titles(lang if lang in TITLES else "en", 3) + [""]
    hdr = lambda lg: [lg or "Plaintext", L["copy"]]
    out = []
    for i, m in enumerate(msgs):
        if m["role"] == "user":
            lines += [L["you"], user_text(m), ""]
            out.append(dict(role="user", content=user_text(m)))
        else:
            al, content, _ = assistant_lines(m["content"], hdr)
            lines += [L["bot"]] + al + ["", ""]
            out.append(dict(role="assistant", content=content))
    if opts.get("followups"):
        lines += opts["followups"]
    lines += [L["msg"], L["quick"], L["disc"]]
    return "\n".join(lines) + "\n", out, "2025", []

def page_perplexity(msgs, lang, opts):
    L = {
        "en": dict(ans="Answer", src="Sources", share="Share", exp="Export", rew="Rewrite", rel="Related", ask="Ask a follow-up…",
                   side=["Home", "Discover", "Spaces", "Library"]),
        "fr": dict(ans="Réponse", src="Sources", share="Partager", exp="Exporter", rew="Réécrire", rel="Associé", ask="Posez une question de suivi…",
                   side=["Accueil", "Découvrir", "Espaces", "Bibliothèque"]),
        "ja": dict(ans="回答", src="ソース", share="共有", exp="エクスポート", rew="書き直す", rel="関連", ask="フォローアップの質問をする…",
                   side=["ホーム", "発見", "スペース", "ライブラリ"]),
    }[lang]
    chips = ["wikipedia+2", "reddit", "investopedia+1", "nih+3", "britannica", "healthline+1", "stackoverflow+2", "github"]
    lines = list(L["side"]) + [""]
    out = []
    for i, m in enumerate(msgs):
        if m["role"] == "user":
            lines += [user_text(m), "", L["ans"], L["src"], str(rng.randint(4, 12))]
            out.append(dict(role="user", content=user_text(m)))
        else:
            srcs = rng.sample(["Wikipedia", "Reddit", "Britannica", "Healthline", "Stack Overflow", "Investopedia"], 3)
            lines += [f"{s}\n{s.lower().replace(' ', '')}.com\n{k + 1}" for k, s in enumerate(srcs)] + [""]
            al, content, _ = assistant_lines(m["content"], lambda lg: [lg] if lg else [],
                                             deco=lambda t: para_chips(t, chips, 0.6, opts.get("glue", "")))
            lines += al + ["", L["share"], L["exp"], L["rew"], ""]
            out.append(dict(role="assistant", content=content))
    lines += [L["rel"]] + opts.get("related", []) + ["", L["ask"], "Pro"]
    return "\n".join(lines) + "\n", out, "2025", []

def page_grok(msgs, lang, opts):
    L = {
        "en": dict(side=["Grok", "Search", "Chat", "Voice", "Imagine", "Projects", "History", "Today"], th="Thought for {n}s",
                   copy="Copy", help="How can Grok help?", web="{n} web pages", ds="DeepSearch", think="Think"),
        "es": dict(side=["Grok", "Buscar", "Chat", "Voz", "Imagine", "Proyectos", "Historial", "Hoy"], th="Pensó durante {n}s",
                   copy="Copiar", help="¿Cómo puede ayudarte Grok?", web="{n} páginas web", ds="DeepSearch", think="Pensar"),
        "ko": dict(side=["Grok", "검색", "채팅", "음성", "Imagine", "프로젝트", "기록", "오늘"], th="{n}초 동안 생각함",
                   copy="복사", help="Grok이 어떻게 도와드릴까요?", web="웹 페이지 {n}개", ds="DeepSearch", think="생각하기"),
    }[lang]
    lines = list(L["side"]) + titles(lang, 3) + [""]
    hdr = lambda lg: [lg or "text", "Collapse", "Wrap", L["copy"]] if lang == "en" else [lg or "text", L["copy"]]
    out = []
    for i, m in enumerate(msgs):
        if m["role"] == "user":
            lines += [user_text(m), ""]
            out.append(dict(role="user", content=user_text(m)))
        else:
            if opts.get("think") and rng.random() < 0.7:
                lines += [L["th"].format(n=rng.randint(3, 30))]
            if opts.get("web") and i == 1:
                lines += [L["web"].format(n=rng.randint(10, 30))]
            al, content, _ = assistant_lines(m["content"], hdr)
            lines += al + ["", ""]
            out.append(dict(role="assistant", content=content))
    lines += [L["help"], L["ds"], L["think"], "Grok 3"]
    return "\n".join(lines) + "\n", out, "2025", ["no_role_labels"]

def page_meta(msgs, lang, opts):
    L = {
        "it": dict(ask="Chiedi qualsiasi cosa a Meta AI", new="Nuova chat",
                   disc="I messaggi sono generati dall'IA e potrebbero essere inesatti o inappropriati. Scopri di più"),
        "pt": dict(ask="Pergunte qualquer coisa à Meta AI", new="Nova conversa",
                   disc="As mensagens são geradas por IA e podem ser imprecisas ou inadequadas. Saiba mais"),
    }[lang]
    lines = ["Meta AI", L["new"], ""]
    out = []
    for m in msgs:
        if m["role"] == "user":
            lines += [user_text(m), ""]
            out.append(dict(role="user", content=user_text(m)))
        else:
            al, content, _ = assistant_lines(m["content"], lambda lg: [lg] if lg else [])
            lines += ["Meta AI"] + al + ["", ""]
            out.append(dict(role="assistant", content=content))
    lines += opts.get("followups", []) + [L["ask"], L["disc"]]
    return "\n".join(lines) + "\n", out, "2025", []

def page_lechat(msgs, lang, opts):
    L = {
        "fr": dict(side=["Le Chat", "Nouvelle discussion", "Rechercher", "Bibliothèque", "Agents", "Aujourd'hui"], copy="Copier",
                   ask="Demandez à Le Chat ou @mentionnez un agent", tools=["Réfléchir", "Recherche web", "Canvas", "Outils"],
                   disc="Le Chat peut faire des erreurs. Vérifiez les réponses."),
        "en": dict(side=["Le Chat", "New chat", "Search", "Library", "Agents", "Today"], copy="Copy",
                   ask="Ask Le Chat or @mention an agent", tools=["Think", "Web search", "Canvas", "Tools"],
                   disc="Le Chat can make mistakes. Check answers."),
        "de": dict(side=["Le Chat", "Neuer Chat", "Suchen", "Bibliothek", "Agenten", "Heute"], copy="Kopieren",
                   ask="Frag Le Chat oder @erwähne einen Agenten", tools=["Nachdenken", "Websuche", "Canvas", "Werkzeuge"],
                   disc="Le Chat kann Fehler machen. Überprüfe die Antworten."),
    }[lang]
    lines = list(L["side"]) + titles(lang, 3) + [""]
    hdr = lambda lg: [lg or "text", L["copy"]]
    out = []
    for m in msgs:
        if m["role"] == "user":
            lines += [user_text(m), ""]
            out.append(dict(role="user", content=user_text(m)))
        else:
            al, content, _ = assistant_lines(m["content"], hdr)
            lines += al + ["", ""]
            out.append(dict(role="assistant", content=content))
    lines += [L["ask"]] + L["tools"] + [L["disc"]]
    return "\n".join(lines) + "\n", out, "2025", ["no_role_labels"]

def reasoning_for(prompt, lang):
    p = re.sub(r"\s+", " ", prompt).strip()[:70]
    if lang == "zh":
        return f"嗯，用户问的是“{p}”。我先理清问题的关键点，然后按步骤组织回答，最后检查有没有遗漏。"
    return (f"Okay, the user is asking: \"{p}\". Let me break this down first and figure out what they actually need.\n\n"
            "I should start with a short direct answer, then give the details step by step, and check the edge cases before finishing.")

def page_deepseek(msgs, lang, opts):
    L = {
        "zh": dict(side=["开启新对话", "今天"], more="7 天内", app="下载 App", me="个人信息", th="已深度思考（用时 {n} 秒）",
                   code=["复制", "下载"], msg="给 DeepSeek 发送消息", r1="深度思考 (R1)", web="联网搜索", disc="内容由 AI 生成，请仔细甄别"),
        "en": dict(side=["New chat", "Today"], more="7 Days", app="Get App", me="My Profile", th="Thought for {n} seconds",
                   code=["Copy", "Download"], msg="Message DeepSeek", r1="DeepThink (R1)", web="Search", disc="AI-generated, for reference only"),
    }[lang]
    tl = "zh" if lang == "zh" else "en"
    lines = list(L["side"]) + titles(tl, 2) + [L["more"]] + titles(tl, 2) + [L["app"], L["me"], "", chat_title(msgs, 24), ""]
    hdr = lambda lg: [lg or "text", ""] + L["code"]
    out = []
    for i, m in enumerate(msgs):
        if m["role"] == "user":
            lines += [user_text(m), ""]
            out.append(dict(role="user", content=user_text(m)))
        else:
            if opts.get("think"):
                lines += [L["th"].format(n=rng.randint(8, 60))]
                if opts.get("expanded"):
                    lines += [reasoning_for(msgs[i - 1]["content"], lang)]
                lines += [""]
            al, content, _ = assistant_lines(m["content"], hdr)
            lines += al + ["", ""]
            out.append(dict(role="assistant", content=content))
    lines += [L["msg"], L["r1"], L["web"], L["disc"]]
    return "\n".join(lines) + "\n", out, "2025", ["no_role_labels"]

def page_qwen(msgs, lang, opts):
    L = {
        "zh": dict(new="新建对话", th="思考结束", copy="复制", ask="今天有什么可以帮您？", tools=["深度思考", "搜索"],
                   disc="内容由 AI 生成，请仔细甄别"),
        "en": dict(new="New Chat", th="Thinking completed", copy="Copy", ask="How can I help you today?", tools=["Thinking", "Search"],
                   disc="AI-generated content may not be accurate."),
    }[lang]
    lines = ["Qwen", L["new"]] + titles(lang, 3) + ["", "Qwen3-235B-A22B", ""]
    hdr = lambda lg: [lg or "text", L["copy"]]
    out = []
    for m in msgs:
        if m["role"] == "user":
            lines += [user_text(m), ""]
            out.append(dict(role="user", content=user_text(m)))
        else:
            lines += ["Qwen3-235B-A22B", L["th"]]
            al, content, _ = assistant_lines(m["content"], hdr)
            lines += al + ["", ""]
            out.append(dict(role="assistant", content=content))
    lines += [L["ask"]] + L["tools"] + [L["disc"]]
    return "\n".join(lines) + "\n", out, "2025", []

def page_kimi(msgs, lang, opts):
    L = {
        "zh": dict(new="新建会话", hist="历史会话", btn=["复制", "再试一次", "分享"], ask="尽管问，带图也行", tools=["联网搜索", "长思考"],
                   disc="内容由 AI 生成，请仔细甄别"),
        "en": dict(new="New Chat", hist="Chat History", btn=["Copy", "Retry", "Share"], ask="Ask Anything...", tools=["Researcher", "Web Search"],
                   disc="AI-generated content may contain errors."),
    }[lang]
    lines = ["Kimi", L["new"], L["hist"]] + titles(lang, 3) + [""]
    hdr = lambda lg: [lg or "text", L["btn"][0]]
    out = []
    for m in msgs:
        if m["role"] == "user":
            lines += [user_text(m), ""]
            out.append(dict(role="user", content=user_text(m)))
        else:
            al, content, _ = assistant_lines(m["content"], hdr)
            lines += al + [""] + L["btn"] + [""]
            out.append(dict(role="assistant", content=content))
    lines += [L["ask"]] + L["tools"] + ["K2", L["disc"]]
    return "\n".join(lines) + "\n", out, "2025", []

def page_poe(msgs, lang, opts):
    bot = opts.get("bot", "GPT-4o")
    L = {
        "en": dict(side=["Poe", "Explore", "Create", "Chats"], share="Share", msg=f"Message {bot}", copy="Copy", by="By @poe"),
        "ja": dict(side=["Poe", "探索", "作成", "チャット"], share="共有", msg=f"{bot}にメッセージを送信", copy="コピー", by="運営: @poe"),
    }[lang]
    lines = list(L["side"]) + titles(lang, 3) + ["", bot, L["by"], ""]
    hdr = lambda lg: [lg or "text", L["copy"]]
    out = []
    for m in msgs:
        if m["role"] == "user":
            lines += [user_text(m), f"{rng.randint(8, 22)}:{rng.randint(0, 59):02d}", ""]
            out.append(dict(role="user", content=user_text(m)))
        else:
            al, content, _ = assistant_lines(m["content"], hdr)
            lines += [bot, "Poe"] + al + [f"{rng.randint(8, 22)}:{rng.randint(0, 59):02d}", ""]
            out.append(dict(role="assistant", content=content))
    lines += [L["share"], "", L["msg"]]
    return "\n".join(lines) + "\n", out, "2025", []

def page_hf(msgs, lang, opts):
    model = "meta-llama/Llama-3.3-70B-Instruct"
    lines = ["HuggingChat", "New Chat", "Today"] + titles("en", 2) + ["This week"] + titles("en", 2) + \
            ["Models 12", "Assistants", "Tools", "Settings", "About & Privacy", "", model, ""]
    out = []
    for m in msgs:
        if m["role"] == "user":
            lines += [user_text(m), ""]
            out.append(dict(role="user", content=user_text(m)))
        else:
            al, content, _ = assistant_lines(m["content"], lambda lg: [])
            lines += al + ["", ""]
            out.append(dict(role="assistant", content=content))
    lines += ["Ask anything", f"Model: {model} · Generated content may be inaccurate or false.", "Share this conversation"]
    return "\n".join(lines) + "\n", out, "2025", ["no_role_labels"]

def page_pi(msgs, lang, opts):
    lines = ["Pi", "Discover", "Threads", "Profile", ""]
    out = []
    for m in msgs:
        c = user_text(m) if m["role"] == "user" else blocks_text(render(m["content"]))
        lines += [c, ""]
        out.append(dict(role=m["role"], content=c))
    lines += ["Talk with Pi"]
    return "\n".join(lines) + "\n", out, "2025", ["no_role_labels"]

def page_duck(msgs, lang, opts):
    model = opts.get("model", "GPT-4o mini")
    L = {
        "en": dict(new="New Chat", rec="Recent Chats", ask="Ask privately", copy="Copy Code",
                   disc="Duck.ai may produce inaccurate information. Learn more"),
        "fr": dict(new="Nouveau chat", rec="Discussions récentes", ask="Demander en toute confidentialité", copy="Copier le code",
                   disc="Duck.ai peut produire des informations inexactes. En savoir plus"),
    }[lang]
    lines = ["Duck.ai", L["new"], L["rec"]] + titles(lang, 2) + ["", model, ""]
    out = []
    for m in msgs:
        if m["role"] == "user":
            lines += [user_text(m), ""]
            out.append(dict(role="user", content=user_text(m)))
        else:
            al, content, _ = assistant_lines(m["content"], lambda lg: [lg or "text", L["copy"]])
            lines += [model] + al + ["", ""]
            out.append(dict(role="assistant", content=content))
    lines += [L["ask"], model, L["disc"]]
    return "\n".join(lines) + "\n", out, "2025", []

PAGES = dict(chatgpt=page_chatgpt, claude=page_claude, gemini=page_gemini, copilot=page_copilot, perplexity=page_perplexity,
             grok=page_grok, meta_ai=page_meta, le_chat=page_lechat, deepseek=page_deepseek, qwen=page_qwen, kimi=page_kimi,
             poe=page_poe, huggingchat=page_hf, pi=page_pi, duck_ai=page_duck)

# ---------------------------------------------------------------- web case specs
# (product, ui_lang, content, opts)
WEB = [
    ("chatgpt", "en", ("code",), dict(sidebar=True, button="A")),
    ("chatgpt", "es", ("hh", 3), dict(attach="ventas_2024.csv", thought=True, button="B")),
    ("chatgpt", "de", ("table",), dict(button="C")),
    ("chatgpt", "ja", ("native", "ja"), dict(thought=True, crlf=True)),
    ("claude", "en", ("code",), dict(sidebar=True, attach=True, think=True, button="D")),
    ("claude", "fr", ("hh", 4), dict(variant="b-2024")),
    ("claude", "ko", ("native", "ko"), dict(think=True)),
    ("claude", "pt", ("oa", 2), dict(sidebar=True)),
    ("gemini", "en", ("code",), dict(think=True)),
    ("gemini", "it", ("hh", 5), dict()),
    ("gemini", "ru", ("native", "ru"), dict(think=True)),
    ("copilot", "en", ("oa", 2), dict(followups=["Tell me more about this", "What are the main alternatives?", "Summarize it in one line"])),
    ("copilot", "ru", ("hh", 2), dict()),
    ("copilot", "de", ("code",), dict()),
    ("perplexity", "en", ("oa", 2), dict(related=["What are the main risks to consider?", "How does this compare to other options?", "Where can I learn more about this?"])),
    ("perplexity", "fr", ("table",), dict(glue=" ", related=["Quelles sont les alternatives ?", "Comment cela fonctionne-t-il en pratique ?"])),
    ("perplexity", "ja", ("native", "ja"), dict(related=["具体的な例はありますか？", "注意点は何ですか？"])),
    ("grok", "en", ("code",), dict(think=True)),
    ("grok", "es", ("hh", 6), dict(web=True)),
    ("grok", "ko", ("native", "ko"), dict(think=True)),
    ("meta_ai", "it", ("hh", 3), dict(followups=["Dimmi di più", "Fammi un esempio"])),
    ("meta_ai", "pt", ("oa", 2), dict(followups=["Me dê um exemplo", "Explique de forma mais simples"])),
    ("le_chat", "fr", ("hh", 2), dict()),
    ("le_chat", "en", ("code",), dict(crlf=True)),
    ("le_chat", "de", ("oa", 2), dict()),
    ("deepseek", "zh", ("native", "zh"), dict(think=True)),
    ("deepseek", "en", ("code",), dict(think=True, expanded=True)),
    ("deepseek", "en", ("native", "ru"), dict(think=True)),
    ("qwen", "zh", ("native", "zh"), dict()),
    ("qwen", "en", ("table",), dict()),
    ("kimi", "zh", ("native", "zh"), dict()),
    ("kimi", "en", ("hh", 3), dict()),
    ("poe", "ja", ("oa", 2), dict(bot="Claude-Sonnet-4")),
    ("poe", "en", ("code",), dict(bot="GPT-4o")),
    ("huggingchat", "en", ("hh", 8), dict()),
    ("huggingchat", "en", ("code",), dict()),
    ("pi", "en", ("hh", 4), dict()),
    ("pi", "en", ("hh", 7), dict()),
    ("duck_ai", "en", ("oa", 3), dict(model="Claude 3 Haiku")),
    ("duck_ai", "fr", ("hh", 1), dict(crlf=True)),
]

def get_content(spec):
    kind = spec[0]
    if kind == "hh":
        return hh(spec[1], maxlen=4000 if spec[1] < 6 else 7000)
    if kind == "code":
        return code_conv()
    if kind == "table":
        return table_conv()
    if kind == "oa":
        return oa_multi(spec[1])
    if kind == "native":
        return native(spec[1])
    raise ValueError(kind)

# ---------------------------------------------------------------- transcripts (content as written)
NAMES = ["Priya", "Tomás", "Marisol", "Jonas", "Aiko", "Dmitri", "Lena", "Kwame", "Sofia", "Ravi"]

def tr_pionxzh_md(msgs):
    title = chat_title(msgs, 50)
    h = f"{rng.getrandbits(128):032x}"
    cid = f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"
    out = ["---", f"title: {title}", f"source: https://chatgpt.com/c/{cid}", "---", "", f"# {title}", ""]
    for m in msgs:
        out += ["#### You:" if m["role"] == "user" else "#### ChatGPT:", m["content"], ""]
    return "\n".join(out), "markdown_heading_export", "chatgpt", "pionxzh"

def tr_chatgpt_text(msgs):
    out = []
    for m in msgs:
        out += ["You:" if m["role"] == "user" else "ChatGPT:", m["content"], ""]
    return "\n".join(out), "chatgpt_text_export", "chatgpt", "pionxzh-text"

def tr_claude_tool(msgs):
    out = ["# Claude Chat Export", f"*Exported on: 3/{rng.randint(1, 28)}/2025, {rng.randint(1, 12)}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d} PM*",
           f"*Total messages: {len(msgs)}*", "", "---", ""]
    for m in msgs:
        out += ["## 👤 User" if m["role"] == "user" else "## 🤖 Claude", "", m["content"], "", "---", ""]
    return "\n".join(out), "markdown_heading_export", "claude", "claude-export-tool"

def tr_nexus(msgs):
    out = [f"# {chat_title(msgs, 40)}", "", "> [!info]- Conversation", "> Source: ChatGPT", ""]
    for m in msgs:
        who = "[!nexus_user] **User**" if m["role"] == "user" else "[!nexus_agent] **Assistant**"
        out += [f">{who} - 10/{rng.randint(1, 28)}/2025 at {rng.randint(1, 12)}:{rng.randint(10, 59)}:{rng.randint(10, 59)} PM",
                f"> <!-- UID: {rng.getrandbits(64):016x} -->"]
        out += ["> " + l if l else ">" for l in m["content"].split("\n")]
        out += [""]
    return "\n".join(out), "markdown_callout_export", "chatgpt", "obsidian-nexus"

def tr_perplexport(msgs):
    out = []
    for m in msgs:
        out += ["# Me" if m["role"] == "user" else "# Perplexity", "", m["content"], ""]
    return "\n".join(out), "markdown_heading_export", "other", "perplexport"

def tr_heading_names(msgs):
    n = rng.choice(NAMES)
    t = [9, rng.randint(0, 40)]
    out = [f"# Notes — chat with Claude ({rng.randint(1, 28)} May 2025)", ""]
    for m in msgs:
        t[1] += rng.randint(1, 4)
        out += [f"### {n if m['role'] == 'user' else 'Claude'} ({t[0]}:{t[1]:02d})", "", m["content"], ""]
    return "\n".join(out), "markdown_heading_export", "claude", "name-time-headings"

def tr_bold_handles(msgs):
    h = "@" + rng.choice(NAMES).lower() + str(rng.randint(1, 99))
    d = f"2024-0{rng.randint(1, 9)}-{rng.randint(10, 28)}"
    out = []
    for m in msgs:
        who = f"**{h}** · {d}" if m["role"] == "user" else f"**GPT-4** · {d}"
        out += [who, m["content"], ""]
    return "\n".join(out), "bold_markdown_labels", "chatgpt", "handle-date"

def tr_ts_log(msgs):
    n = rng.choice(NAMES)
    hh_, mm, ss = 14, rng.randint(0, 30), rng.randint(0, 59)
    out = []
    for m in msgs:
        ss += rng.randint(5, 50); mm += ss // 60; ss %= 60
        who = n if m["role"] == "user" else "Assistant"
        lines = m["content"].split("\n")
        out.append(f"[2024-05-12 {hh_}:{mm:02d}:{ss:02d}] {who}: {lines[0]}")
        out += lines[1:]
    return "\n".join(out) + "\n", "name_labels", "other", "timestamp-log"

def tr_qa(msgs):
    out = []
    for m in msgs:
        out += [("Q: " if m["role"] == "user" else "A: ") + m["content"], ""]
    return "\n".join(out), "qa_labels", "other", "q-a"

def tr_me_bot(msgs):
    out = []
    for m in msgs:
        out.append(("Me: " if m["role"] == "user" else "Bot: ") + m["content"])
    return "\n".join(out) + "\n", "me_ai_labels", "other", "me-bot"

def tr_blog(msgs):
    intro = ["# I asked an AI for help so you don't have to", "",
             f"*Posted {rng.randint(2, 27)} March 2025 · 4 min read*", "",
             "I have been using chatbots for small everyday questions for a few months now, and people keep asking me what that actually looks like. So here is one exchange, copied verbatim, warts and all.", "",
             "Here's how it went:", ""]
    body = []
    for m in msgs:
        lab = "**Me:**" if m["role"] == "user" else "**Assistant:**"
        cl = m["content"].split("\n")
        body += ["> " + lab + " " + cl[0]] + [("> " + l) if l else ">" for l in cl[1:]] + [">"]
    body = body[:-1]
    outro = ["", "A few thoughts. The answer was fine as a starting point, but I still double-checked the details elsewhere. That is my general rule: treat it as a smart friend who is sometimes confidently wrong.", "",
             "*Tags: AI, productivity, notes*", "", "Share this post: Twitter · LinkedIn · Email", "3 comments"]
    return "\n".join(intro + body + outro) + "\n", "blog_quote", "other", "blockquote-bold"

def tr_hh(msgs):
    out = "Copied from my notes, don't remember which model this was\n"
    for m in msgs:
        out += ("\n\nHuman: " if m["role"] == "user" else "\n\nAssistant: ") + m["content"]
    return out + "\n", "hh_transcript", "other", "hh-leading-junk"

def tr_user_asst_lines(msgs):
    out = []
    for m in msgs:
        out += ["User:" if m["role"] == "user" else "Assistant:", m["content"], ""]
    return "\n".join(out), "user_assistant_labels", "other", "own-line"

def tr_irc(msgs):
    n = rng.choice(NAMES).lower()
    h, mnt = rng.randint(8, 22), rng.randint(0, 30)
    out = [f"--- Log opened {['Mon', 'Tue', 'Wed'][rng.randint(0, 2)]} Jun {rng.randint(1, 28)} 2024", f"{h:02d}:{mnt:02d} -!- {n} has joined #help"]
    for m in msgs:
        mnt += 1
        who = n if m["role"] == "user" else "gptbot"
        cl = [l for l in m["content"].split("\n") if l.strip()]
        for l in cl:
            out.append(f"{h:02d}:{mnt:02d} <{who}> {l}")
    out.append(f"{h:02d}:{mnt + 1:02d} -!- {n} has quit [Quit: bye]")
    return "\n".join(out) + "\n", "irc_log", "other", "irc"

def tr_slack(msgs):
    n = rng.choice(["Jordan Lee", "Ana Costa", "Mei Tanaka", "Lukas Brandt"])
    h, mnt = rng.randint(9, 16), rng.randint(0, 40)
    out = []
    for m in msgs:
        mnt += rng.randint(0, 2)
        t = f"{h if h <= 12 else h - 12}:{mnt:02d} {'AM' if h < 12 else 'PM'}"
        out += [f"{n if m['role'] == 'user' else 'ChatGPT'}  {t}" + ("" if m["role"] == "user" else "  APP"), m["content"], ""]
    return "\n".join(out), "name_labels", "chatgpt", "slack-copy"

def tr_human_headings(msgs):
    out = []
    for m in msgs:
        out += ["### Human" if m["role"] == "user" else "### Assistant", "", m["content"], ""]
    return "\n".join(out), "markdown_heading_export", "other", "h3-human-assistant"

def tr_user_asst_headings(msgs):
    out = [f"# {chat_title(msgs, 45)}", ""]
    for m in msgs:
        out += ["## User" if m["role"] == "user" else "## Assistant", "", m["content"], "", "---", ""]
    return "\n".join(out), "markdown_heading_export", "other", "h2-user-assistant"

def tr_custom_names(msgs):
    n = rng.choice(NAMES)
    out = []
    for m in msgs:
        out += [f"{n if m['role'] == 'user' else 'Gemini'}: {m['content']}", ""]
    return "\n".join(out), "name_labels", "other", "custom-names"

def tr_prompt_response(msgs):
    out = [f"Session notes — {rng.randint(1, 28)}/04/2025", ""]
    for i in range(0, len(msgs), 2):
        out += [f"--- Turn {i // 2 + 1} ---", "Prompt:", msgs[i]["content"], ""]
        if i + 1 < len(msgs):
            out += ["Response:", msgs[i + 1]["content"], ""]
    return "\n".join(out), "prompt_response_labels", "other", "turns"

def tr_discord(msgs):
    n = rng.choice(NAMES).lower() + "_" + str(rng.randint(10, 99))
    h, mnt = rng.randint(1, 11), rng.randint(0, 40)
    out = []
    for m in msgs:
        mnt += rng.randint(0, 2)
        who = f"{n} — Today at {h}:{mnt:02d} PM" if m["role"] == "user" else f"Claude\nAPP\n — Today at {h}:{mnt:02d} PM"
        out += [who, m["content"], ""]
    return "\n".join(out), "name_labels", "claude", "discord-copy"

TRANS = [
    (tr_pionxzh_md, ("code",), True),
    (tr_chatgpt_text, ("oa", 2), False),
    (tr_claude_tool, ("code",), False),
    (tr_nexus, ("oa", 2), False),
    (tr_perplexport, ("hh", 2), False),
    (tr_heading_names, ("hh", 4), False),
    (tr_bold_handles, ("table",), True),
    (tr_ts_log, ("hh", 5), False),
    (tr_qa, ("hh", 3), False),
    (tr_me_bot, ("hh", 6), True),
    (tr_blog, ("hh", 2), False),
    (tr_hh, ("hh", 3), False),
    (tr_user_asst_lines, ("oa", 3), True),
    (tr_irc, ("hh", 4), False),
    (tr_slack, ("oa", 2), False),
    (tr_human_headings, ("code",), False),
    (tr_user_asst_headings, ("oa", 2), True),
    (tr_custom_names, ("native", "zh"), False),
    (tr_prompt_response, ("hh", 2), False),
    (tr_discord, ("hh", 3), False),
]

# ---------------------------------------------------------------- build
def norm(s):
    s = unicodedata.normalize("NFC", s.replace("\r\n", "\n").replace("\r", "\n")).strip()
    return re.sub(r"\s+", " ", s)

def main():
    os.makedirs(OUT, exist_ok=True)
    for f in os.listdir(OUT):
        os.remove(os.path.join(OUT, f))
    cases = []
    for prod, lang, spec, opts in WEB:
        msgs, srcs = get_content(spec)
        if opts.get("button"):
            msgs, srcs = with_button(msgs, srcs, opts["button"])
        text, out, variant, extra = PAGES[prod](msgs, lang, opts)
        flags = ["page_chrome"] + extra
        if any("```" in m["content"] for m in msgs if m["role"] == "assistant"): flags.append("code_blocks")
        if any(TABLE_SEP.search(m["content"]) for m in msgs if m["role"] == "assistant"): flags.append("tables")
        if lang != "en": flags.append("non_english")
        elif script_of(msgs[0]["content"]) != "en": flags.append("non_english")
        if opts.get("button"): flags.append("button_word_line")
        if opts.get("crlf"): flags.append("crlf")
        if opts.get("think") or opts.get("thought"): flags.append("thinking_line")
        if opts.get("attach"): flags.append("attachment_chip")
        if opts.get("followups") or opts.get("related"): flags.append("suggested_followups")
        if len(out) <= 2: flags.append("single_exchange")
        content_lang = script_of(msgs[0]["content"])
        cases.append(dict(kind="web", text=text, family=f"{prod}_web_copy",
                          platform=prod if prod in ("chatgpt", "claude") else "other",
                          variant=f"{variant}-{lang}" + ("" if prod not in ("claude",) else ""), flags=flags, sources=srcs,
                          messages=out, product=prod, lang=lang, content_lang=content_lang, crlf=bool(opts.get("crlf"))))
    for fn, spec, crlf in TRANS:
        msgs, srcs = get_content(spec)
        msgs = [dict(role=m["role"], content=m["content"].strip()) for m in msgs]
        text, fam, plat, variant = fn(msgs)
        flags = []
        if crlf: flags.append("crlf")
        if any("```" in m["content"] for m in msgs): flags.append("code_blocks")
        if any(TABLE_SEP.search(m["content"]) for m in msgs): flags.append("tables")
        if script_of(msgs[0]["content"]) != "en": flags.append("non_english")
        if fn is tr_blog or fn is tr_hh: flags.append("leading_junk")
        if fn is tr_irc:
            # IRC lines drop blank lines: content is the non-empty lines joined
            msgs = [dict(role=m["role"], content="\n".join(l for l in m["content"].split("\n") if l.strip())) for m in msgs]
        cases.append(dict(kind="transcript", text=text, family=fam, platform=plat, variant=variant, flags=flags, sources=srcs,
                          messages=msgs, product=fn.__name__[3:], lang="en", content_lang=script_of(msgs[0]["content"]), crlf=crlf))
    order = list(range(len(cases)))
    rng.shuffle(order)
    rows = []
    for num, idx in enumerate(order, 1):
        c = cases[idx]
        name = f"case-{num:04d}"
        text = c["text"]
        if c["crlf"]:
            text = text.replace("\r\n", "\n").replace("\n", "\r\n")
        with open(os.path.join(OUT, name + ".txt"), "w", encoding="utf-8", newline="") as f:
            f.write(text)
        exp = dict(format_family=c["family"], platform=c["platform"], variant=c["variant"], flags=c["flags"],
                   sources=c["sources"], messages=[dict(role=m["role"], content=m["content"]) for m in c["messages"]])
        with open(os.path.join(OUT, name + ".expected.json"), "w", encoding="utf-8") as f:
            json.dump(exp, f, ensure_ascii=False, indent=2)
            f.write("\n")
        rows.append((name, c))
    with open(os.path.join(OUT if TWIN else os.path.dirname(os.path.abspath(__file__)), "SOURCES-cases.md"), "w", encoding="utf-8") as f:
        f.write("| case | kind | product / style | family | platform | variant | UI lang | content lang | exchanges | flags |\n")
        f.write("|---|---|---|---|---|---|---|---|---|---|\n")
        for name, c in rows:
            f.write(f"| {name} | {c['kind']} | {c['product']} | {c['family']} | {c['platform']} | {c['variant']} | "
                    f"{c['lang'] if c['kind'] == 'web' else '-'} | {c['content_lang']} | {(len(c['messages']) + 1) // 2} | {', '.join(c['flags'])} |\n")
    print(f"wrote {len(rows)} cases to {OUT}")

if __name__ == "__main__":
    main()
