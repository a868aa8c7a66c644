"""`rulings analyse FILE`: the double-dummy evidence for every board of an event log (YAML/JSON) or a
record file (PBN/LIN): the table and par, each claim or concession (Laws 68–71), each revoke's equity
(64C) and, when the director names contracts, the assigned-score figures (12C2).

Report (JSON): `{"file": …, "boards": [{"board": 1, "contract": "4S S", "double_dummy": {…}, "par":
{…}, "claims": […], "revokes": […]}]}`; a board that cannot be analysed (no four hands, a play that
cannot be replayed) is `{"board": n, "error": "…"}` and the others go on.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rulings.analysis.assigned import assigned_scores
from rulings.analysis.claims import analyse_claims
from rulings.analysis.deal import double_dummy, par
from rulings.analysis.position import contract_of
from rulings.analysis.revokes import revoke_evidence
from rulings.cards import SUIT_SYMBOL
from rulings.errors import RulingsError, event_number
from rulings.log import DealLog, load_log
from rulings.play import validate_hands
from rulings.records.pbn import complete_hands
from rulings.refusals import four_hands
from rulings.seats import ORDER, SEAT_ZH, VULNERABILITY_ZH, Seat

__all__ = ["analyse_file", "analyse_log", "render_report"]

LOG_SUFFIXES = (".yaml", ".yml", ".json")


def analyse_log(log: DealLog, lang: str = "zh", likely: tuple[str, ...] = (), at_all_probable: tuple[str, ...] = (),
                cache: dict[frozenset[Any], dict[str, dict[str, int]]] | None = None) -> dict[str, Any]:
    """One board's evidence (see the module docstring). LogError when it has not four known hands."""
    hands = complete_hands(dict(log.hands)) if len(log.hands) == 3 else dict(log.hands)
    if len(hands) != 4:
        raise four_hands(log.source)
    validate_hands(hands)
    key = frozenset((seat, card) for seat, cards in hands.items() for card in cards)
    table = cache.get(key) if cache is not None else None
    if table is None:
        table = double_dummy(hands)
        if cache is not None:
            cache[key] = table
    contract = contract_of(log)
    out: dict[str, Any] = {"board": log.board, "dealer": str(log.dealer), "vulnerable": log.vulnerable,
                           "contract": None if contract is None else str(contract), "double_dummy": table,
                           "par": par(table, log.vulnerable, log.dealer), "claims": [], "revokes": []}
    if contract is not None:
        out["claims"] = analyse_claims(log, lang)
        out["revokes"] = revoke_evidence(log)
    if likely or at_all_probable:
        out["assigned"] = assigned_scores(hands, log.vulnerable, likely, at_all_probable,
                                          {Seat(s): row for s, row in table.items()})
    return out


def analyse_file(path: str | Path, lang: str = "zh", likely: tuple[str, ...] = (),
                 at_all_probable: tuple[str, ...] = ()) -> dict[str, Any]:
    """Every board of a log or record file. RulingsError (one line, exit 2) when the file cannot be
    read; a board that cannot be analysed carries its error."""
    p = Path(path)
    cache: dict[frozenset[Any], dict[str, dict[str, int]]] = {}
    if p.suffix.lower() in LOG_SUFFIXES:
        return {"file": str(p), "boards": [analyse_log(load_log(p), lang, likely, at_all_probable, cache)]}
    from rulings.audit import board_number, read_file

    boards: list[dict[str, Any]] = []
    for record in read_file(p).records:
        number = board_number(record)
        if record.log is None:
            err = record.error
            detail = "no log" if err is None else (err.zh or err.detail) if lang == "zh" else err.detail
            boards.append({"board": number, "line": record.line, "error": str(detail)})
            continue
        try:
            board = analyse_log(record.log, lang, likely, at_all_probable, cache)
        except (RulingsError, ValueError) as exc:
            boards.append({"board": number, "line": record.line, "error": str(getattr(exc, "detail", exc))})
            continue
        boards.append({**board, "board": number, "line": record.line})
    return {"file": str(p), "boards": boards}


STRAIN_ORDER = ("NT", "S", "H", "D", "C")


def _seat(seat: str, zh: bool) -> str:
    return f"{SEAT_ZH[Seat(seat)]}" if zh else seat


def render_report(report: dict[str, Any], lang: str = "zh") -> str:
    """The report as text, Chinese by default (`lang="en"` for English)."""
    zh = lang == "zh"
    out: list[str] = [f"== {report['file']}"]
    for b in report["boards"]:
        label = (f"第{b['board']}副" if zh else f"Board {b['board']}") if b.get("board") is not None else (
            "牌" if zh else "Board")
        if "error" in b:
            out.append(f"{label}：无法分析：{b['error']}" if zh else f"{label}: not analysed: {b['error']}")
            continue
        vul = VULNERABILITY_ZH[b["vulnerable"]] if zh else b["vulnerable"]
        contract = b["contract"] or ("无定约" if zh else "no contract")
        out.append(f"{label}（发牌 {_seat(b['dealer'], zh)}，{vul}）定约 {contract}" if zh
                   else f"{label} (dealer {b['dealer']}, vulnerable {vul}), contract {contract}")
        out.append("双明手赢墩（庄家 × 定约名目）" if zh else "Double dummy (declarer × strain)")
        out.append("      " + " ".join(f"{SUIT_SYMBOL[s]:>3}" for s in STRAIN_ORDER))
        for seat in ORDER:
            row = b["double_dummy"][str(seat)]
            out.append(f"  {_seat(str(seat), zh):>2}  " + " ".join(f"{row[s]:>3}" for s in STRAIN_ORDER))
        p = b["par"]
        contracts = "、".join(p["contracts"]) if zh else ", ".join(p["contracts"])
        out.append(f"标准定约（Par）：{contracts or '全派司'}，南北 {p['score_ns']:+d}" if zh
                   else f"Par: {contracts or 'passed out'}, NS {p['score_ns']:+d}")
        for c in b["claims"]:
            out.extend(_claim_lines(c, zh))
        for r in b["revokes"]:
            out.extend(_revoke_lines(r, zh))
        if "assigned" in b:
            out.extend(_assigned_lines(b["assigned"], zh))
    return "\n".join(out)


def _claim_lines(c: dict[str, Any], zh: bool) -> list[str]:
    who = _seat(c["by"], zh)
    kind = ("声称" if c["kind"] == "claim" else "承认") if zh else c["kind"]
    lines = []
    if zh:
        lines.append(f"  第{c['trick']}墩 {who}家{kind}（第{event_number(c['event'])}项事件）：剩{c['tricks_left']}墩，声称方得{c['claimed']}墩；"
                     f"双明手{c['double_dummy']}墩（第70条A款），最不利正常打法{c['worst_normal']}墩（第70条D、E款）"
                     + ("" if c["exact"] else "（搜索未完成，为上限）"))
        if c["outstanding_trumps"]:
            lines.append(f"    外面将牌未提及：{' '.join(c['outstanding_trumps'])}（第70条C款）")
    else:
        lines.append(f"  Trick {c['trick']}, {who} {kind} (event {event_number(c['event'])}): {c['tricks_left']} left, claimer's side "
                     f"{c['claimed']}; double dummy {c['double_dummy']} (Law 70A), worst normal line {c['worst_normal']} "
                     f"(Law 70D, E)" + ("" if c["exact"] else " (search cut short: an upper bound)"))
        if c["outstanding_trumps"]:
            lines.append(f"    outstanding trumps not mentioned: {' '.join(c['outstanding_trumps'])} (Law 70C)")
    st = c["statement"]
    if st["text"]:
        steps = " → ".join(st["steps"]) or ("（无可读步骤）" if zh else "(no step read)")
        lines.append(f"    陈述：{st['text']!r} → {steps}" if zh else f"    statement: {st['text']!r} → {steps}")
        if st["not_understood"]:
            lines.append(("    未能读懂：" if zh else "    not understood: ") + " | ".join(st["not_understood"]))
    if c["kind"] == "concession":
        already = c["already"]
        lines.append(f"    任何合法打法下承认方至少得{c['could_not_lose']}墩（第71条A款）；定约已完成：{'是' if already['made'] else '否'}，"
                     f"已被击败：{'是' if already['defeated'] else '否'}（第71条B款）" if zh
                     else f"    by any legal play the conceding side takes at least {c['could_not_lose']} (Law 71A); "
                     f"contract already made: {already['made']}, already defeated: {already['defeated']} (Law 71B)")
    for line in c["lines"]:
        lines.append(f"    {'打法' if zh else 'line'}：{' '.join(line['play'])}（庄家方{line['declarer_tricks']}墩）" if zh
                     else f"    line: {' '.join(line['play'])} (declarer's side {line['declarer_tricks']})")
    return lines


def _revoke_lines(r: dict[str, Any], zh: bool) -> list[str]:
    who = _seat(r["by"], zh)
    cards = " ".join(f"{x['card']}:{x['declarer_tricks']}" for x in r["replacements"])
    if zh:
        state = f"成立，转移{r['transfer']}墩（第63条A款1、第64条A款）" if r["established"] else "未成立（第62条）"
        result = "未知" if r["result"] is None else f"{r['result']}墩"
        after = "未知" if r["result_with_transfer"] is None else f"{r['result_with_transfer']}墩"
        return [f"  第{r['trick']}墩 {who}家藏牌 {r['card']}（第{event_number(r['event'])}项事件，第61条A款）：{state}",
                f"    庄家方实得{result}，转移后{after}；若出合法牌，双明手对非违规方最有利为{r['double_dummy_without_revoke']}墩"
                f"（{r['best_replacement']}）（第64条C款）",
                f"    各合法牌（庄家方墩数）：{cards}"]
    state = f"established, {r['transfer']} trick(s) transferred (Law 63A1, 64A)" if r["established"] else \
        "not established (Law 62)"
    return [f"  Trick {r['trick']}, revoke by {who} with {r['card']} (event {event_number(r['event'])}, Law 61A): {state}",
            f"    declarer's side took {r['result']}, {r['result_with_transfer']} after the transfer; with a legal card, "
            f"double dummy best for the non-offenders {r['double_dummy_without_revoke']} ({r['best_replacement']}) "
            "(Law 64C)",
            f"    each legal card (declarer's side tricks): {cards}"]


def _assigned_lines(a: dict[str, Any], zh: bool) -> list[str]:
    out = ["  指定定约（第12条C款2）：" if zh else "  Assigned-score figures (Law 12C2):"]
    for key, zh_label, en_label in (("likely", "可能的结果", "likely"), ("at_all_probable", "有一定可能的结果", "at all probable")):
        for e in a[key]:
            out.append(f"    {zh_label if zh else en_label}：{e['contract']} {_seat(e['declarer'], zh)} 双明手{e['double_dummy']}墩，"
                       f"南北 {e['score']['NS']:+d}，东西 {e['score']['EW']:+d}（第77条）" if zh
                       else f"    {en_label}: {e['contract']} {e['declarer']} double dummy {e['double_dummy']}, "
                       f"NS {e['score']['NS']:+d}, EW {e['score']['EW']:+d} (Law 77)")
    return out
