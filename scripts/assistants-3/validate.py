#!/usr/bin/env python3
"""Checks: expected.json parses, >=1 message, roles alternate user/assistant from user,
every non-empty content line occurs in the case text, required keys present."""
import json, os, re, sys, unicodedata
D = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "eval", "corpus", "assistants-3")
def n(s): return re.sub(r"\s+", " ", unicodedata.normalize("NFC", s.replace("\r\n", "\n"))).strip()
bad = 0
names = sorted(f[:-14] for f in os.listdir(D) if f.endswith(".expected.json"))
for c in names:
    e = json.load(open(os.path.join(D, c + ".expected.json"), encoding="utf-8"))
    t = open(os.path.join(D, c + ".txt"), encoding="utf-8", newline="").read()
    nt = n(t)
    errs = []
    for k in ("format_family", "platform", "variant", "flags", "sources", "messages"):
        if k not in e: errs.append("missing " + k)
    ms = e["messages"]
    if not ms: errs.append("no messages")
    for i, m in enumerate(ms):
        if m["role"] != ("user" if i % 2 == 0 else "assistant"): errs.append(f"role order at {i}")
        if not m["content"].strip(): errs.append(f"empty content {i}")
        for line in m["content"].split("\n"):
            if line.strip() and n(line) not in nt:
                errs.append(f"msg {i} line not in text: {line[:60]!r}")
    pos = 0
    for i, m in enumerate(ms):
        first = next((l for l in m["content"].split("\n") if l.strip()), "")
        p = nt.find(n(first), pos)
        if p < 0: errs.append(f"msg {i} out of order")
        else: pos = p + 1
    if ("crlf" in e["flags"]) != ("\r\n" in t): errs.append("crlf flag mismatch")
    if errs:
        bad += 1
        print(c, errs[:5])
print(f"{len(names)} cases, {bad} with problems")
sys.exit(1 if bad else 0)
