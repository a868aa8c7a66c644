"""Batch audit of whole sessions: every board of PBN and LIN records checked against the laws.

For each board of each file (`rulings audit FILES…`), the audit reports:

- the auction's legality: every irregularity the table model and the engine find in
  `rulings.ruling.rule(log)["rulings"]` (Laws 17–39), each with its citations. By default the
  engine rules on the auction (the log up to its first card); with `play_rulings` (`--play-rulings`)
  it rules on the whole log, the play's laws (41–71, `rulings.playtable`) included, at several
  times the cost;
- the play: each revoke visible in the play record (Law 61A, from the hands as dealt, with
  `rulings.play.PlayState.revokes()`), whether it was established (Law 63A1) and the tricks Law 64A
  would transfer; and whether the tricks played and claimed agree with the recorded Result
  (Law 79: the tricks won by each side). One pass over the cards (each hand's count of each suit,
  Law 44's winner of each trick) settles a play where every player followed suit or could not and
  every trick was led by the winner of the one before; only a play where a revoke or a card out
  of turn can be is replayed with `PlayState`;
- the record against the auction and Law 77: the recorded Contract and Declarer against the
  contract the auction produced (Law 22; the declarer as Law 1 defines him), and the recorded
  Score against `rulings.scoring.score` of that contract (the record's only without an auction)
  and the recorded result, a board passed out 0 (Law 22A): `rulings.records.scoretag.check_score`,
  which the export replaces a wrong Score with too.

A board gets one status: `error` (it could not be imported, or the engine failed on it), else
`irregular` (a law was broken at the table: an irregularity or a revoke), else `mismatch` (the
record disagrees with itself: contract, declarer, result or score, or a play that cannot be
replayed), else `unchecked` (what is recorded agrees as far as it could be checked, but part of it
could not be: `play_unchecked`, the hands not known or a play the engine cannot rule on;
`auction_unchecked`, an auction recorded up to `*`; words after that `*` are an error of the
record, `words_after_end`, a mismatch), else `ok`. Every finding is
listed whatever the status. A board that fails to import is reported with its board number and
line, and the other boards go on.

The record's own irregularity marks (PBN 2.1 §3.9: `^S` a player skipped by a call out of
rotation, `^I` an insufficient bid, `^L` a lead out of turn, `^R` a revoke) are in the log as the
calls and cards they mark, so the engine rules on them; a board marked `^L` or `^R` is ruled on
whole (the play's laws). A mark the ruling does not confirm is a warning. A play the engine cannot
rule on (`play_not_ruled`: fewer than three hands known, an auction recorded up to `*`) has its
auction ruled and a `play_unchecked` finding saying so, its `^L`/`^R` marks findings of the
record (`record_mark`); `rule_record` gives the export the same ruling and words. A declarer and dummy
swapped (`Declarer "^S"`, §3.4.13: after a faced opening lead out of turn declarer spread his hand
and his partner S played the contract) is read by `rulings.records.pbn` into the log as Law 54A: the
lead kept as a lead out of turn and the auction's declarer's 13 cards exposed right after it, so the
engine rules 54A on it (an exported board, whose Declarer tag is the plain seat `S` with that spread
in the log, is read the same way); the mark itself is also a finding of the record (`record_mark`),
naming what the record holds (`^S`, or `Declarer "S"` on a re-imported export).

A paragraph of text between PBN games (no tag) is a row of its own (`"paragraph": true`), counted
apart from the boards (`paragraphs` in the file rows and the totals).

Every board present in a file is in the report, an unrulable one as `error` with its line (the
engine's failure on one board does not stop the others; exit code 1 for the command line); a file
that cannot be read, is not a record, or holds no board is a file error (`files[i]["file_error"]`,
exit code 2).

Scale: `audit_stream` reads files (PBN and LIN alike) a batch of games at a time and yields each board's report as it
is made (constant memory); without an `Engine` object the batches go to a process pool (all cores
by default, `workers`), or to a Dask distributed cluster (`cluster="tcp://HOST:8786"`, the optional
extra `rulings[cluster]`); the boards come back in file order either way. A batch sent elsewhere
carries the tag inheritance before it (PBN §4.8); in one process the batches are read in order and
the file's inheritance is carried from one to the next, so no game's tags are read twice.

`audit_paths(paths)` returns the report (the JSON of `rulings audit --json`, which adds each board's
`warnings_zh`): `{"files": [...], "boards": [{"source", "board", "line", "status", "findings": [{"kind",
"law", "message_zh", "message_en", ...}], "warnings": [...]}], "totals": {...}}`. A warning is a
`rulings.records.builder.Said`: its English, carrying its Chinese where the reader wrote one.
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import gc
import os
import re
import sys
import threading
import time
from collections import Counter, deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from rulings.assembly import assemble, audit_view
from rulings.cards import FULL_PACK, RANKS, SUIT_EN, SUIT_SYMBOL, SUIT_ZH, SUITS, Card
from rulings.contract import PASSED_OUT, PassedOut, parse_recorded
from rulings.engine import Engine, EngineError
from rulings.errors import InputError, LogError, RulingsError, event_number, zh_of
from rulings.lawbook import cite_en, cite_zh
from rulings.log import DealLog, Event
from rulings.play import Contract, PlayState
from rulings.records import BoardRecord, parse_lin, parse_pbn
from rulings.records.builder import Said, new_meta, passes_to_close, said_zh
from rulings.records.encoding import NotText, open_lines, record_format, sniff_format
from rulings.records.lin import LinBoard, board_record, lin_boards
from rulings.records.pbn import read_game, read_record_text
from rulings.records.scoretag import check_score
from rulings.records.tokens import Inheritance, advance, split_games
from rulings.render import IRREGULARITY, ordered_citations
from rulings.ruling import PLAY_EVENTS, View, default_engine, rule
from rulings.seats import ORDER, SEAT_EN, Seat, parse_seat, seat_zh

STATUSES = ("ok", "irregular", "mismatch", "unchecked", "error")
IRREGULAR_KINDS = ("irregularity", "revoke", "record_mark")
#: ruling items that record a procedure, not an irregularity: a claim or concession (Laws 68-69)
PROCEDURES = ("claim", "concession")
MISMATCH_KINDS = ("contract_mismatch", "declarer_mismatch", "result_mismatch", "score_mismatch")
#: the record's marks of §3.9 and the ruling items (`irregularity`) that confirm each
MARK_RULINGS = {"call_out_of_rotation": ("rotation",), "insufficient_bid": ("insufficient",),
                "lead_out_of_turn": ("out_of_turn", "out_of_rotation"), "revoke": ("revoke",)}
MARK_LAWS = {"call_out_of_rotation": {"29", "30", "31", "32"}, "insufficient_bid": {"27"},
             "lead_out_of_turn": {"53", "54", "55", "56"}, "revoke": {"61", "62", "63", "64"}}
_LAW_NUMBER = re.compile(r"\d+")
PLAY_MARKS = ("lead_out_of_turn", "revoke")
_IRREGULAR = frozenset(IRREGULAR_KINDS)
#: the record disagreeing with itself: its tags, a play that cannot be replayed, words after the auction's end mark
_MISMATCH = frozenset((*MISMATCH_KINDS, "play_error", "words_after_end"))
#: what could not be checked is neither "ok" nor a disagreement of the record: a play whose hands are not
#: known or that the engine cannot rule on, an auction recorded up to `*`
UNCHECKED_KINDS = ("play_unchecked", "auction_unchecked")
BATCH = 200  # games a task audits
STRAIN_ZH = SUIT_SYMBOL  # ♣ ♦ ♥ ♠ NT (rulings.cards)
_RANK = {r: i for i, r in enumerate(RANKS)}
_NEXT = {s: s.lho for s in ORDER}
_SIDE = {s: s.side for s in ORDER}


@dataclass
class RecordFile:
    """One imported record file: its path, format (pbn | lin) and boards (a PBN game's Score tag is in
    its `BoardRecord.meta["score"]`)."""

    path: str
    format: str
    records: list[BoardRecord]
    encoding: str | None = None


# --------------------------------------------------------------------------- reading files


def detect_format(path: Path, text: str) -> str:
    """`pbn` or `lin`: by the content (PBN tags `[Name "value"]`, LIN pairs `key|value|`), else by the
    extension (`rulings.records.encoding.sniff_format`; the encoding label says when they disagree)."""
    fmt = sniff_format(path, text)[0]
    if fmt is None and path.suffix.lower() in (".yaml", ".yml", ".json"):  # an event log, not a record
        raise InputError(f"{path}: 是一副牌的事件记录，不是 PBN 或 LIN 牌记录：请用 rulings rule {path} 裁决 — "
                         f"an event log, not a PBN or LIN record: rule on it with `rulings rule {path}`")
    if fmt is None:
        raise InputError(f"{path}: 不是 PBN 或 LIN 牌记录 — not a PBN or LIN record (name it .pbn or .lin)")
    return fmt


def read_file(path: str | Path) -> RecordFile:
    """Import every board of one record file. LogError / InputError (exit 2) when the file cannot be
    read or is neither PBN nor LIN; a bad board inside a readable file is a BoardRecord with its error."""
    p = Path(path)
    if p.is_dir():
        raise InputError(f"{p}: 是目录，不是牌记录文件 — is a directory, not a record file")
    text, encoding = read_record_text(p)
    fmt = detect_format(p, text)
    if fmt == "lin":
        return RecordFile(str(p), "lin", parse_lin(text, source=str(p), encoding=encoding), encoding)
    return RecordFile(str(p), "pbn", parse_pbn(text, source=str(p), encoding=encoding), encoding)


# --------------------------------------------------------------------------- findings


def finding(kind: str, law: str | None, zh: str, en: str, **extra: Any) -> dict[str, Any]:
    """One finding: its kind, the law it cites, the message in Chinese and in English."""
    return {"kind": kind, "law": law, "message_zh": zh, "message_en": en, **extra}


def _own_law_first(item: dict[str, Any]) -> list[dict[str, Any]]:
    """A ruling item's citations in the order `rulings rule` prints them (`render.ordered_citations`: the
    section of the first rectification first), the sections that only put a question to the director
    last: the first is the finding's law, the one the ruling heads the irregularity with (Law 39 for a
    call after the final pass, not Law 16C2's question on the withdrawn call, the lowest number cited:
    verify4 defect 9; Law 36 for an inadmissible double, not 19A1, the definition its detection reads:
    verify5). An item cited only for its questions (Law 75, 16A) keeps its question's law first."""
    rects = item.get("rectification", []) + [r for o in item.get("options", []) for r in o.get("rectification", [])]
    asked = {str(r.get("law", "")) for r in rects if r.get("kind") == "director_judgment"}
    ruled = {str(r.get("law", "")) for r in rects if r.get("kind") != "director_judgment"}
    only_asked = asked - ruled
    return sorted(ordered_citations(item), key=lambda c: str(c.get("ref", "")) in only_asked)


def _ruling_findings(ruling: dict[str, Any]) -> list[dict[str, Any]]:
    """Each irregularity of the ruling, with the refs of its citations. A claim or concession the
    play's rulings record (Laws 68-69) is a procedure, not an irregularity: not a finding."""
    out = []
    for item in ruling["rulings"]:
        if item["irregularity"] in PROCEDURES:
            continue
        name = IRREGULARITY.get(item["irregularity"],
                                (item["irregularity"], item["irregularity"].replace("_", " ")))
        citations = _own_law_first(item)
        refs = [c["ref"] for c in citations]
        law = refs[0] if refs else None
        heads_zh = "、".join(c["heading"] for c in citations)
        heads_en = ", ".join(c["heading_en"] for c in citations)
        offender = item.get("offender")
        who_zh = seat_zh(offender) if offender and offender != "None" else ""
        who_en = f" by {SEAT_EN[offender]}" if offender in SEAT_EN else ""
        out.append(finding(
            "irregularity", law,
            f"第{event_number(item['event'])}项事件：{who_zh}{name[0]}（{heads_zh}）",
            f"event {event_number(item['event'])}: {name[1]}{who_en} ({heads_en})",
            irregularity=item["irregularity"], event=item["event"], offender=offender, citations=refs))
    return out


def _played_contract(record: BoardRecord, auction: Contract | None) -> Contract | None:
    """The contract the play was played in: the recorded Contract and Declarer where given (the
    importer logged the play from them), else the auction's."""
    meta = record.meta
    got = _recorded(meta.get("contract") or "")
    declarer_text = (meta.get("declarer") or "").strip().lstrip("^").strip()
    declarer = parse_seat(declarer_text) if declarer_text in SEAT_EN else (auction.declarer if auction else None)
    if isinstance(got, Contract) and declarer is not None:
        return _declared(got, declarer)
    return auction


@functools.lru_cache(maxsize=1024)
def _recorded(text: str) -> Contract | PassedOut | ValueError | None:
    """A record's contract text read once (`parse_recorded`; the ValueError when it cannot be read):
    the same few contracts come back board after board."""
    try:
        return parse_recorded(text)
    except ValueError as exc:
        return exc


@functools.lru_cache(maxsize=1024)
def _declared(contract: Contract, declarer: Seat) -> Contract:
    return dataclasses.replace(contract, declarer=declarer)


def _auction_contract(ruling: dict[str, Any]) -> Contract | PassedOut | None:
    """The contract the auction produced (the table model's, Law 22): a Contract, PASSED_OUT when the
    board was passed out, None when the auction did not end (or the record has none). `ruling`:
    `rulings.assembly.audit_view`'s."""
    contract: Contract | None = ruling["contract"]
    if contract is not None:
        return contract
    return PASSED_OUT if ruling["passed_out"] else None


def _check_contract(record: BoardRecord, auction: Contract | PassedOut | None) -> list[dict[str, Any]]:
    """Law 22: the recorded Contract and Declarer against the contract the auction produced."""
    meta = record.meta
    out: list[dict[str, Any]] = []
    log = record.log
    if auction is None or log is None or not any(e.type == "call" for e in log.events):
        return out
    text = (meta.get("contract") or "").strip()
    recorded = _recorded(text)
    if isinstance(recorded, ValueError):
        return [finding("contract_mismatch", "22", f"记录的定约 {text!r} 无法识别", f"recorded contract {text!r} "
                        "cannot be read")]
    made = auction.text  # `4SX` or `Pass`
    if recorded is not None:
        rec_text = recorded.text
        if rec_text != made:
            out.append(finding("contract_mismatch", "22",
                               f"记录的定约是 {rec_text}，但叫牌过程产生的定约是 {made}（第22条）",
                               f"the recorded contract is {rec_text} but the auction produced {made} (Law 22)",
                               recorded=rec_text, auction=made))
    declarer_text = (meta.get("declarer") or "").strip().lstrip("^").strip()
    if isinstance(auction, Contract) and declarer_text in SEAT_EN and declarer_text != str(auction.declarer):
        made_by = auction.declarer_seat
        out.append(finding("declarer_mismatch", "22",
                           f"记录的庄家是{seat_zh(declarer_text)}，但按叫牌过程庄家应为{seat_zh(made_by)}"
                           "（第22条；庄家：定约方中首先叫出定约名目者）",
                           f"the recorded declarer is {Seat(declarer_text).en} but by the auction it is "
                           f"{made_by.en} (Law 22; declarer first named the strain)",
                           recorded=declarer_text, auction=str(made_by)))
    return out


def law64_transfer(state: PlayState, trick: int, seat: Seat) -> int:
    """Law 64A: tricks transferred after an established revoke by `seat` on `trick`. 64A1: the
    offender won the revoke trick: that trick and one more trick won later by the offending side.
    64A2: he did not: one trick, if the offending side won the revoke trick or a later one. (The
    second transfer of 64A2 and the exceptions of 64B are for the director.)"""
    side = seat.side
    tricks = [t for t in state.tricks if t.index >= trick]
    won = [t for t in tricks if t.winning_side == side]
    if not won:
        return 0
    if tricks and tricks[0].index == trick and tricks[0].winner == seat:
        return 1 + (1 if len(won) > 1 else 0)
    return 1


def _check_play(log: DealLog, contract: Contract, ruling: dict[str, Any],
                start: int | None = 0) -> tuple[list[dict[str, Any]], int | None, bool]:
    """Law 61A revokes in the play record; the declarer's tricks played and claimed (Law 79); and
    whether the record covers the whole deal (13 tricks, or a claim or concession). `start`: where the
    play starts in the log (`_play_start`; None: no play)."""
    out: list[dict[str, Any]] = []
    if start is None:
        return out, None, False
    events = log.events[start:]
    cards = [e for e in events if e.type in _CARD_EVENTS]
    if not cards:
        return out, None, False
    ends = [e for e in events if e.type in _END_EVENTS]  # the claims and concessions (Laws 68-69), in order
    quick = _plain_play(log, cards, contract)
    if quick is not None and (not quick.revokes or _deal_sound(log, cards)):
        if quick.revokes and not _revokes_ruled(ruling):
            for trick, seat, led, card in quick.revokes:
                established = quick.established(trick, seat)
                transfer = quick.transfer(trick, seat) if established else 0
                out.append(_revoke_finding(trick, seat, led, card, established, transfer))
        return out, *_with_claim(ends, contract, quick.won, quick.complete)
    try:
        state = PlayState(log.hands, contract)
        for ev in cards:
            assert ev.seat is not None and ev.card is not None
            state.play(ev.seat, ev.card)
    except ValueError as exc:
        return [finding("play_error", "44", f"打牌记录无法重放：{exc}", f"the play record cannot be replayed: {exc}")], \
            None, False
    if not _revokes_ruled(ruling):
        for trick, seat in state.revokes():
            established = state.revoke_established(trick, seat)
            transfer = law64_transfer(state, trick, seat) if established else 0
            led_card = state.card_played_to(trick, state.trick(trick).leader if trick <= len(state.tricks)
                                            else state.current_trick[0][0])
            out.append(_revoke_finding(trick, seat, led_card, state.card_played_to(trick, seat), established,
                                       transfer))
    tricks, complete = _with_claim(ends, contract, state.tricks_won[contract.declaring_side], len(state.tricks))
    return out, tricks, complete


_CARD_EVENTS = frozenset(("lead", "play"))
_PLAY_EVENTS = frozenset(PLAY_EVENTS)
_END_EVENTS = frozenset(("claim", "concede"))


def _revokes_ruled(ruling: dict[str, Any]) -> bool:
    """The ruling rules on a revoke itself (the play's laws were applied): the record's are not listed again."""
    return any("revoke" in str(item["irregularity"]) for item in ruling["rulings"])


def _revoke_finding(trick: int, seat: Seat, led: Card | None, card: Card | None, established: bool,
                    transfer: int) -> dict[str, Any]:
    """A revoke in the play record (Law 61A), established or not (Law 63A1), with the tricks Law 64A
    transfers."""
    zh = (f"第{trick}墩{seat_zh(seat)}藏牌：引{SUIT_ZH.get(led.suit, led.suit) if led else '?'}时持有该花色却出{card}（第61条A款）"
          + (f"；藏牌成立（第63条A款1），依第64条A款应转移{transfer}墩" if established
             else "；藏牌未成立，应依第62条更正"))
    en = (f"trick {trick}: revoke by {seat.en}, who held {SUIT_EN.get(led.suit, led.suit) if led else '?'} and played "
          f"{card} (Law 61A)" + (f"; established (Law 63A1), Law 64A transfers {transfer} trick(s)"
                                  if established else "; not established, to be corrected (Law 62)"))
    return finding("revoke", "61A", zh, en, trick=trick, seat=str(seat), established=established,
                   transfer=transfer, citations=["61A", "63A1", "64A"] if established else ["61A", "62"])


def _deal_sound(log: DealLog, cards: list[Event]) -> bool:
    """What the full replay (`PlayState`) would refuse, looked for before its findings are made without
    it: a deal that is not the pack dealt into four hands of 13 (`rulings.play.validate_hands`), a
    card played twice or not from the player's hand. (The readers refuse these already; a board with
    a revoke is rare.) False sends the board to the replay, which names what is wrong."""
    hands = log.hands
    if len(hands) != 4 or any(len(held) != 13 for held in hands.values()) \
            or frozenset().union(*hands.values()) != FULL_PACK:
        return False
    played = {ev.card for ev in cards}
    return len(played) == len(cards) and all(ev.seat in hands and ev.card in hands[ev.seat] for ev in cards)


@dataclass
class _QuickPlay:
    """What one pass over a play record found (`_plain_play`): the tricks declarer's side won, the
    complete tricks, each revoke (trick, seat, the card led, the card played), each complete trick's
    winner, and the cards (events) in the order played."""

    won: int
    complete: int
    revokes: list[tuple[int, Seat, Card, Card]]
    winners: list[Seat]
    cards: list[Event]

    def established(self, trick: int, seat: Seat) -> bool:
        """Law 63A1 (`PlayState.revoke_established`): the offender or his partner played to a later trick
        (a card after the revoke trick's four)."""
        side = (seat, seat.partner)
        return any(ev.seat in side for ev in self.cards[4 * trick:])

    def transfer(self, trick: int, seat: Seat) -> int:
        """Law 64A (`law64_transfer`) from the complete tricks' winners."""
        return _transfer(self.winners, trick, seat)


def _transfer(winners: list[Seat], trick: int, seat: Seat) -> int:
    """Law 64A from the complete tricks' winners (in order): the revoke trick's, if the offender won it,
    and one more if his side won a later trick (64A1); else one if his side won that trick or a later
    one (64A2)."""
    side = _SIDE[seat]
    later = winners[trick - 1:]
    won = sum(1 for w in later if _SIDE[w] == side)
    if not won:
        return 0
    if later and later[0] == seat:
        return 1 + (1 if won > 1 else 0)
    return 1


def _plain_play(log: DealLog, cards: list[Event], contract: Contract) -> _QuickPlay | None:
    """A quick look at a play record, to spare the full replay (`PlayState`): when every trick is led
    by the winner of the trick before (declarer's left-hand opponent first), no play out of turn can
    be in the record; a player who does not follow suit while he still holds a card of the suit led
    revokes (Law 61A). The tricks declarer's side won (Law 44E/F, as `rulings.play.trick_winner`),
    the complete tricks and the revokes, in one pass over the cards with each hand's count of cards
    in each suit; None when the full replay is needed (a hand not known, a card out of turn)."""
    hands = log.hands
    if not hands or len(hands) < 4:
        return None
    left: dict[Seat, dict[str, int]] = {}
    for seat, held in hands.items():
        count = dict.fromkeys(SUITS, 0)
        for c in held:
            count[c.suit] += 1
        left[seat] = count
    trump, side = contract.trump, _SIDE[contract.declarer_seat]
    leader = _NEXT[contract.declarer_seat]
    won = complete = 0
    revokes: list[tuple[int, Seat, Card, Card]] = []
    winners: list[Seat] = []
    for start in range(0, len(cards), 4):
        seat, led, best, best_key = leader, "", leader, -1
        lead: Card | None = None
        for ev in cards[start:start + 4]:
            card = ev.card
            if ev.seat != seat or card is None:
                return None
            suit = card.suit
            if lead is None:
                lead, led = card, suit
            elif suit != led and left[seat][led]:
                revokes.append((start // 4 + 1, seat, lead, card))
            left[seat][suit] -= 1
            # Law 44E/F: the highest trump, else the highest card of the suit led
            key = _RANK[card.rank] + (26 if suit == trump else 13 if suit == led else 0)
            if key > best_key:
                best, best_key = seat, key
            seat = _NEXT[seat]
        if start + 4 <= len(cards):
            leader = best
            complete += 1
            winners.append(best)
            won += _SIDE[best] == side
    return _QuickPlay(won, complete, revokes, winners, cards)


def _with_claim(ends: list[Event], contract: Contract, won: int, complete: int) -> tuple[int, bool]:
    """The declarer's tricks with the claim or concession that ends the record (Laws 68-69; `ends`: the
    log's claims and concessions), and whether the record covers the whole deal."""
    side = contract.declaring_side
    tricks, whole = won, complete == 13
    for ev in ends:
        if ev.type == "claim" and ev.tricks is not None and ev.seat is not None:
            return tricks + (ev.tricks if ev.seat.side == side else 13 - complete - ev.tricks), True
        if ev.type == "concede" and ev.tricks is not None and ev.seat is not None:
            return tricks + ((13 - complete - ev.tricks) if ev.seat.side == side else ev.tricks), True
    return tricks, whole


def _check_score(record: BoardRecord, log: DealLog, auction: Contract | PassedOut | None) -> list[dict[str, Any]]:
    """Law 77: the recorded Score (`meta["score"]`, the PBN Score tag) against the score of the
    recorded contract and result, a board passed out 0 (Law 22A): `rulings.records.scoretag.check_score`,
    which the export replaces a Score with too (the same boards, judged against the same contract)."""
    check = check_score(record.meta, auction, log.vulnerable)
    if check is None:
        return []
    text = check.text
    line = record.meta.get("score_line") or record.line
    if check.recorded is None:
        return [finding("score_mismatch", "77", f"第{line}行：记录的得分 {text!r} 无法识别",
                        f"line {line}: the recorded score {text!r} cannot be read")]
    recorded, law77, contract = check.recorded, check.law77, check.contract
    if not isinstance(contract, Contract):
        return [finding("score_mismatch", "77",
                        f"第{line}行：记录的得分是南北 {recorded:+d}，但此牌四家不叫，不打（第22条A款），双方得 0 分",
                        f"line {line}: the recorded score is NS {recorded:+d} but the board was passed out and not "
                        "played (Law 22A): it scores 0 for both sides", recorded=recorded, law77=0, line=line)]
    declarer = contract.declarer_seat
    return [finding("score_mismatch", "77",
                    f"记录的得分是南北 {recorded:+d}，但依第77条 {contract.text} {seat_zh(declarer)} "
                    f"{check.tricks}墩（局况 {log.vulnerable}）应为南北 {law77:+d}",
                    f"the recorded score is NS {recorded:+d} but Law 77 gives NS {law77:+d} for {contract.text} by "
                    f"{declarer.en} making {check.tricks} tricks (vulnerable: {log.vulnerable})",
                    recorded=recorded, law77=law77, line=line)]


# --------------------------------------------------------------------------- one board


def board_number(record: BoardRecord) -> int | str | None:
    """The board number as recorded (an int where it is one)."""
    text = str(record.meta.get("board") or "").strip()
    if text.isdigit():
        return int(text)
    if record.log is not None and record.log.board is not None:
        return record.log.board
    return text or None


def _room(record: BoardRecord) -> str | None:
    """The room of a teams board (the PBN Room tag; a vugraph LIN's `qx|o…|` / `qx|c…|`), lower case
    (`open`, `closed`): the two tables of one board told apart in the report."""
    room = str((record.meta.get("tags") or {}).get("Room") or "").strip().lower()
    return room or None


def _play_start(events: tuple[Event, ...]) -> int | None:
    """Where the play starts: the first card, claim or other play event (None: the log has none)."""
    play = _PLAY_EVENTS
    for i, e in enumerate(events):
        if e.type in play:
            return i
    return None


def _cut(log: DealLog, cut: int | None) -> DealLog:
    """The log's events before `cut` (None: the whole log)."""
    if cut is None:
        return log
    # `dataclasses.replace(log, events=events[:cut])`, the fields copied as they are (DealLog checks
    # nothing when made): replace() reads the fields' definitions again for every board
    short = object.__new__(DealLog)
    short.__dict__.update(log.__dict__)
    short.__dict__["events"] = log.events[:cut]
    return short


def _laws_cited(item: dict[str, Any]) -> set[str]:
    """The numbers of the laws a ruling cites (`27C` → `27`)."""
    refs = (str(c.get("ref") or c.get("law") or "") for c in item.get("citations") or [] if isinstance(c, dict))
    return {m.group() for ref in refs if (m := _LAW_NUMBER.match(ref))}


def _check_marks(record: BoardRecord, ruling: dict[str, Any], findings: list[dict[str, Any]],
                 board: dict[str, Any], play_ruled: bool = True) -> None:
    """The record's own irregularity marks (PBN §3.9) against the ruling: a mark the ruling does not
    confirm is a warning (marks of one kind on one call said once); a declarer and dummy swapped
    (§3.4.13), or a mark of the play when the play's laws could not be ruled on (`play_ruled`,
    `play_not_ruled`), is a finding of the record: what the record says happened."""
    if not record.meta.get("irregularities"):
        return
    unconfirmed: dict[tuple[str, Any], list[dict[str, Any]]] = {}
    for mark in record.meta.get("irregularities") or []:
        kind = mark["kind"]
        if kind == "declarer_dummy_swapped":
            seat = mark["seat"]
            findings.append(finding(
                "record_mark", None,
                f"第{mark['line']}行：记录注明庄家与明手对换（PBN {mark['mark']}），实际做庄的是{seat_zh(seat)}",
                f"line {mark['line']}: the record marks declarer and dummy as swapped (PBN {mark['mark']}); "
                f"{SEAT_EN[seat]} played the contract", mark=mark["mark"], line=mark["line"]))
            continue
        if kind in PLAY_MARKS and not play_ruled:
            findings.append(_unruled_mark(mark))
            continue
        if not _confirmed(mark, ruling, findings):
            unconfirmed.setdefault((kind, mark.get("event")), []).append(mark)
    log = record.log
    for (kind, event), same in unconfirmed.items():
        first = same[0]
        what = _event_text(log, event)
        times = f" ×{len(same)}" if len(same) > 1 else ""
        skipped = f": {', '.join(m['seat'] for m in same)} skipped" if kind == "call_out_of_rotation" else ""
        skipped_zh = ("，跳过" + "、".join(seat_zh(m["seat"]) for m in same)) if kind == "call_out_of_rotation" else ""
        at_zh = f"第{event_number(event)}项事件" if event is not None else "（无事件）"
        board["warnings"].append(Said(
            f"line {first['line']}: the record marks {first['mark']}{times} ({kind.replace('_', ' ')}{skipped}) at event "
            f"{event if event is None else event_number(event)}{what}, but the ruling finds no such irregularity there",
            f"第{first['line']}行：记录在{at_zh}{_event_text(log, event, 'zh')}标注 {first['mark']}{times}"
            f"（{MARK_ZH.get(kind, kind)}{skipped_zh}），但裁决在该处未发现此违规"))


def _confirmed(mark: dict[str, Any], ruling: dict[str, Any], findings: list[dict[str, Any]]) -> bool:
    """A §3.9 mark the ruling confirms: a ruling of its kind at the marked event (a revoke anywhere: the
    ruling names the trick); a ruling at the marked event under the mark's laws (an insufficient bid
    out of rotation is ruled as a call out of rotation, citing Law 27C); for `^S`, a ruling at the
    marked call that takes it back from its caller (`_sends_back`: an inadmissible double out of
    rotation ruled by Law 35A or 36 reverts to the player whose turn it was, or is void after the
    auction: the call was out of rotation, Law 36's pointer to Law 32)."""
    kind, event = mark["kind"], mark.get("event")
    words = MARK_RULINGS[kind]
    for item in ruling["rulings"]:
        name, at = str(item["irregularity"]), item.get("event")
        if any(w in name for w in words) and (event is None or kind == "revoke" or at == event):
            return True
        if at == event and _laws_cited(item) & MARK_LAWS[kind]:
            return True
        if at == event and kind == "call_out_of_rotation" and _sends_back(item, mark):
            return True
    return kind == "revoke" and any(f["kind"] == "revoke" for f in findings)


def _sends_back(item: dict[str, Any], mark: dict[str, Any]) -> bool:
    """A ruling at a `^S`'s call that takes the call away from the player who called out of rotation: the
    turn reverts to the skipped player (Law 35A or 36 while the auction is on), or the inadmissible
    double or redouble is cancelled or void (Law 35A once the auction is over: `--play-rulings` rules
    the whole log, after the lead, and finds the call void, where the auction's ruling reverts the
    turn). The same mark is confirmed with or without `--play-rulings`."""
    steps = [r for r in item.get("rectification") or [] if isinstance(r, dict)]
    if any(r.get("kind") == "revert_turn" and r.get("seat") == mark.get("seat") for r in steps):
        return True
    return "inadmissible" in str(item["irregularity"]) and any(r.get("kind") in ("void", "cancel") for r in steps)


def _event_text(log: DealLog | None, event: Any, lang: str = "en") -> str:
    """` (E's 1D)` / `（东家的 1D）`: the call or card a mark stands before, for its warning."""
    if log is None or not isinstance(event, int) or not 0 <= event < len(log.events):
        return ""
    ev = log.events[event]
    made = ev.call if ev.call is not None else ev.card
    if ev.seat is None or made is None:
        return ""
    return f"（{seat_zh(ev.seat)}的 {made}）" if lang == "zh" else f" ({ev.seat}'s {made})"


#: the §3.9 marks' irregularities in Chinese, for the warning on a mark the ruling does not confirm
MARK_ZH = {"call_out_of_rotation": "越序叫牌", "insufficient_bid": "不足叫", "lead_out_of_turn": "越序出牌",
           "revoke": "藏牌"}


def _unruled_mark(mark: dict[str, Any]) -> dict[str, Any]:
    """A mark of the play (`^L`, `^R`) the engine could not rule on (`play_not_ruled`): reported as what
    the record says happened, with its line, trick and player."""
    kind, seat, trick, line = mark["kind"], mark.get("seat"), mark.get("trick"), mark["line"]
    name = IRREGULARITY.get("revoke" if kind == "revoke" else "lead_out_of_turn", (kind, kind.replace("_", " ")))
    who_zh = seat_zh(seat) if seat in SEAT_EN else ""
    who_en = f" by {SEAT_EN[seat]}" if seat in SEAT_EN else ""
    return finding(
        "record_mark", None,
        f"第{line}行：记录注明第{trick}墩{who_zh}{name[0]}（PBN {mark['mark']}），未裁决（见上：打牌阶段的法则未能适用）",
        f"line {line}: the record marks a {name[1]}{who_en} at trick {trick} (PBN {mark['mark']}), not ruled (the "
        "play's laws could not be applied, above)", mark=mark["mark"], line=line, trick=trick, seat=seat)


def _check_end_position(record: BoardRecord, board: dict[str, Any]) -> None:
    """An end position (PBN §3.10): the play is checked by the reader; the recorded Result (the tricks
    of the position, `Result "2"` or `NS 2`) against the position's cards, and against the play (Law
    79): the tricks declarer's side won when the play covers every card, else at least those it won
    and at most those plus the tricks left. A Result that does not fit is a mismatch with its line."""
    info = record.meta["end_position"]
    board["end_position"] = {k: info[k] for k in ("cards", "trump", "leader", "tricks", "won")}
    winners = [Seat(w) for w in info.get("winners") or []]
    for r in info.get("revokes") or []:  # Law 61A in the position's play (the engine does not see it)
        seat = Seat(r["seat"])
        transfer = _transfer(winners, r["trick"], seat) if r["established"] else 0
        revoke = _revoke_finding(r["trick"], seat, Card.parse(r["led"]), Card.parse(r["card"]), r["established"], transfer)
        revoke["message_zh"] = f"第{r['line']}行：残局：" + revoke["message_zh"]
        revoke["message_en"] = f"line {r['line']}: end position: " + revoke["message_en"]
        board["findings"].append({**revoke, "line": r["line"]})
    given = info.get("result")
    if given is None:
        return
    cards, tricks, line, text = info["cards"], info["tricks"], given["line"], given["text"]
    values = [given["plain"]] if given["plain"] is not None else list(given["sides"].values())
    if max(values) > cards or (len(given["sides"]) == 2 and sum(values) != cards):
        board["findings"].append(finding(
            "result_mismatch", "79",
            f"第{line}行：残局：记录的结果 {text!r} 与残局不符：每家只有 {cards} 张牌，共 {cards} 墩（第79条）",
            f"line {line}: end position: the recorded Result {text!r} does not fit the position: {cards} cards a "
            f"hand, {cards} tricks in all (Law 79)", line=line))
        return
    declarer = (record.meta.get("declarer") or "").strip().lstrip("^")
    if declarer not in SEAT_EN:
        return
    side = Seat(declarer).side
    result = given["plain"] if given["plain"] is not None else (
        given["sides"][side] if side in given["sides"] else cards - sum(given["sides"].values()))
    won, left = info["won"][side], cards - tricks
    if tricks == cards and result != won:
        board["findings"].append(finding(
            "result_mismatch", "79",
            f"第{line}行：残局：记录的结果是庄家方 {result} 墩，但打牌记录给庄家方 {won} 墩（第79条）",
            f"line {line}: end position: the recorded result is {result} tricks for declarer's side, but the play "
            f"gives {won} (Law 79)", recorded=result, played=won, line=line))
    elif not won <= result <= won + left:
        board["findings"].append(finding(
            "result_mismatch", "79",
            f"第{line}行：残局：记录的结果庄家方 {result} 墩与打牌记录不符：已打的 {tricks} 墩中庄家方赢 {won} 墩，"
            f"尚余 {left} 墩（第79条）",
            f"line {line}: end position: the recorded result of {result} tricks for declarer's side does not fit "
            f"the play: declarer's side won {won} of the {tricks} tricks played, and {left} are left (Law 79)",
            recorded=result, played=won, line=line))


def play_not_ruled(log: DealLog, meta: dict[str, Any]) -> dict[str, Any] | None:
    """Why the engine cannot rule on the play of this log (the play's laws, 41-71), as a finding's
    `line`, `zh` and `en`; None when it can (or the log has no play). The engine plays the cards
    from the hands as dealt, so it needs them (three at least; the fourth is the rest of the pack),
    and it rules on a play after a closed auction (Law 17E, Law 22): a record whose Deal gives fewer
    hands, or whose auction stops at `*` (PBN §3.5), is audited on its auction and its play is
    checked from the record (revokes where the hands are known, tricks), never an engine failure.
    What the audit and `rulings export` both say."""
    start = _play_start(log.events)
    if start is None:
        return None
    line = log.events[start].line
    if len(log.hands) < 3:
        unknown = ", ".join(str(s) for s in ORDER if s not in log.hands)
        return {"kind": "play_unchecked", "line": line,
                "en": f"line {line}: the play's laws (41-71) are not ruled: the hands of {unknown} are not known (Deal), "
                      "and the engine plays the cards from the hands (three at least)",
                "zh": f"第{line}行：未按打牌阶段的法则（第41–71条）裁决：{unknown}的牌未知（Deal），"
                      "规则引擎须按各家持牌（至少三家）重放打牌"}
    calls = [(e.seat, e.call) for e in log.events[:start] if e.type == "call" and e.seat and e.call]
    if meta.get("auction_end") == "*" and passes_to_close([c for _, c in calls], [s for s, _ in calls]) > 0:
        end = meta.get("auction_end_line") or line
        return {"kind": "play_unchecked", "line": end,
                "en": f"line {end}: the play's laws (41-71) are not ruled: the auction is recorded only up to "
                      "'*' (PBN §3.5), not to its close (Law 17E), and the play is ruled after a closed auction "
                      "(Law 22)",
                "zh": f"第{end}行：未按打牌阶段的法则（第41–71条）裁决：叫牌过程只记录到 '*'（PBN §3.5），"
                      "未至结束（第17条E款），而打牌须在叫牌结束后裁决（第22条）"}
    return None


def rule_whole(log: DealLog, engine: Engine, view: View = assemble) -> tuple[dict[str, Any], dict[str, Any] | None]:
    """The ruling on the whole log and None; or, when the engine cannot rule on its play (a LogError on
    a card or claim: e.g. `8S Pass Pass Pass` and a play, where Law 35C cancels the 8S and the auction has
    no contract to play, Law 22), the ruling on its auction and the `play_unchecked` saying the play's
    laws were not ruled, with the engine's reason and its line — as for the other plays it cannot
    rule on (`play_not_ruled`), never an engine failure that loses the auction's findings."""
    try:
        return rule(log, engine, view), None
    except LogError as exc:
        start = _play_start(log.events)
        if start is None or exc.event is None or exc.event < start:
            raise
        failed, index = exc, exc.event
    ruling = rule(_cut(log, start), engine, view)
    line = log.events[index].line or log.events[start].line
    why = f"{failed.zh}（{failed.detail}）" if failed.zh else failed.detail
    return ruling, {"kind": "play_unchecked", "line": line,
                    "en": f"line {line}: the play's laws (41-71) are not ruled: the rules engine cannot rule on the "
                          f"play ({failed.detail}); the auction is ruled",
                    "zh": f"第{line}行：未按打牌阶段的法则（第41–71条）裁决：规则引擎无法裁决此打牌（{why}）；叫牌过程已裁决"}


def rule_record(record: BoardRecord, engine: Engine) -> tuple[dict[str, Any], list[str]]:
    """The ruling on a record's log as `rulings export` writes it (the whole log, or its auction when
    the play cannot be ruled on, `play_not_ruled`), and what the audit says could not be checked or
    ruled (`meta["unchecked"]` and `play_not_ruled`), each a commentary line `中文 — English` with
    its line: the export says what the audit says. RulingsError or ValueError when the engine
    cannot rule on the log."""
    log = record.log
    assert log is not None
    unruled = play_not_ruled(log, record.meta)
    if unruled is None:
        ruling, unruled = rule_whole(log, engine)
    else:
        ruling = rule(_cut(log, _play_start(log.events)), engine)
    said = [*(record.meta.get("unchecked") or []), *([unruled] if unruled else [])]
    return ruling, [f"{u['zh']} — {u['en']}" for u in said]


def audit_board(record: BoardRecord, engine: Engine, play_rulings: bool = False) -> dict[str, Any]:
    """Audit one imported board (see the module docstring). By default the engine rules on the
    auction and the play is checked from the record (revokes, tricks); `play_rulings`, or a record
    that marks a lead out of turn or a revoke, rules on the whole log, the play's laws (41-71)
    included. Whatever fails on this board makes it an `error`; it never stops the others."""
    board: dict[str, Any] = {"source": record.meta.get("source"), "board": board_number(record),
                             "game": record.meta.get("game"), "line": record.line, "status": "ok",
                             "findings": [], "warnings": list(record.meta.get("warnings") or [])}
    if record.meta.get("continued"):
        board["continued"] = record.meta["continued"]
    room = _room(record)  # lin2: the two rooms of a board told apart
    if room:
        board["room"] = room
    if record.meta.get("paragraph"):  # a paragraph of text between games: its own row, not a board
        board["paragraph"] = True
    if record.error is not None or record.log is None:
        err = record.error
        board["line"] = (err.line if err is not None and err.line else record.line)
        detail = str(err.detail) if err is not None else "no log"
        detail_zh = (f"{err.zh} — {detail}" if err.zh else detail) if err is not None else "没有事件记录"  # Chinese first
        board["status"] = "error"
        board["findings"].append(finding("import_error", None, f"第{board['line']}行：无法导入：{detail_zh}",
                                         f"line {board['line']}: cannot import: {detail}"))
        return board
    try:
        return _audit_log(record, engine, play_rulings, board)
    except Exception as exc:  # noqa: BLE001 - one board's failure is that board's error, never the run's
        board["status"] = "error"
        board["findings"] = [finding("engine_error", None, f"规则引擎未能裁决此牌：{type(exc).__name__}: {exc}",
                                     f"the rules engine failed on this board: {type(exc).__name__}: {exc}")]
        return board


def _audit_log(record: BoardRecord, engine: Engine, play_rulings: bool, board: dict[str, Any]) -> dict[str, Any]:
    log = record.log
    assert log is not None
    marks = record.meta.get("irregularities") or []
    whole = play_rulings or any(m["kind"] in PLAY_MARKS for m in marks)
    start = _play_start(log.events)
    unruled = play_not_ruled(log, record.meta) if whole else None
    try:
        if whole and unruled is None:
            ruling, unruled = rule_whole(log, engine, audit_view)
        else:
            ruling = rule(_cut(log, start), engine, audit_view)
    except EngineError as exc:
        board["status"] = "error"
        board["findings"].append(finding("engine_error", None, f"规则引擎未能裁决此牌：{exc}",
                                         f"the rules engine failed on this board: {exc}"))
        return board
    findings = _ruling_findings(ruling)
    if record.meta.get("end_position"):
        board["findings"] = findings
        _check_end_position(record, board)
        return _status(board)
    auction = _auction_contract(ruling)
    swapped = any(m["kind"] == "declarer_dummy_swapped" for m in marks)
    findings.extend(f for f in _check_contract(record, auction) if not (swapped and f["kind"] == "declarer_mismatch"))
    played = _played_contract(record, auction if isinstance(auction, Contract) else None)
    if played is not None:
        play_findings, tricks, complete = _check_play(log, played, ruling, start)
        findings.extend(play_findings)
        findings.extend(_check_result(record, tricks, complete))
    findings.extend(_check_score(record, log, auction))  # lin2: judged as the export judges it
    # what the reader could not check (hands unknown, an auction recorded up to `*`), and the play's laws
    # the engine could not rule on
    findings.extend(finding(u.get("kind", "play_unchecked"), None, u["zh"], u["en"], line=u["line"])
                    for u in [*(record.meta.get("unchecked") or []), *([unruled] if unruled else [])])
    board["findings"] = findings
    _check_marks(record, ruling, findings, board, play_ruled=whole and unruled is None)
    board["contract"] = None if auction is None else str(auction)  # `4SX S` (with its declarer) or `Pass`
    return _status(board)


def _check_result(record: BoardRecord, tricks: int | None, complete: bool) -> list[dict[str, Any]]:
    """The recorded result against the tricks the play gives declarer's side (Law 79): agreed (PBN ^),
    complete, to be continued (+), or a partial play without a claim."""
    findings: list[dict[str, Any]] = []
    result = record.meta.get("result")
    continued = record.meta.get("continued") == "play"
    if record.meta.get("result_agreed") and result is not None:
        findings.append(finding(
            "result_mismatch", "79",
            f"记录注明双方同意的结果 {result} 墩与实际赢得的墩数不同（PBN ^，第79条）",
            f"the record marks the agreed result of {result} tricks as not the tricks won (PBN ^, Law 79)",
            recorded=int(result), played=tricks))
    elif tricks is not None and complete and result is not None and int(result) != tricks:
        findings.append(finding(
            "result_mismatch", "79",
            f"记录的结果是庄家方 {result} 墩，但打牌记录（含摊牌/认输）给庄家方 {tricks} 墩（第79条）",
            f"the recorded result is {result} tricks for declarer's side, but the play (with the claim or "
            f"concession) gives {tricks} (Law 79)", recorded=int(result), played=tricks))
    elif tricks is not None and continued and result is not None and int(result) != tricks:
        findings.append(finding(
            "result_mismatch", "79",
            f"打牌待续（+）：记录的部分结果 {result} 墩，但已打完的牌墩中庄家方赢 {tricks} 墩",
            f"the play is to be continued (+): the partial result {result} is not the {tricks} tricks declarer's "
            "side won so far (PBN §3.4.15)", recorded=int(result), played=tricks))
    elif tricks is not None and not complete and not continued and result is not None:
        findings.append(finding(
            "result_mismatch", "79",
            f"记录的结果 {result} 墩与打牌记录不符（已打的牌墩中庄家方赢 {tricks} 墩，无摊牌）",
            f"the recorded result {result} does not fit the play (declarer's side won {tricks} of the tricks "
            "played, and no claim is recorded)", recorded=int(result), played=tricks))
    return findings


def _status(board: dict[str, Any]) -> dict[str, Any]:
    if not board["findings"]:
        return board
    kinds = {f["kind"] for f in board["findings"]}
    if kinds & _IRREGULAR:
        board["status"] = "irregular"
    elif kinds & _MISMATCH:
        board["status"] = "mismatch"
    elif kinds.intersection(UNCHECKED_KINDS):
        board["status"] = "unchecked"
    return board


# --------------------------------------------------------------------------- many files


class Progress:
    """A progress bar on a stream (stderr): `审核 1234/10000 [#####-----] 12% 350 副/秒`, or without a
    total (streaming) `审核 1234 副 350 副/秒`."""

    def __init__(self, total: int | None, stream: TextIO, lang: str = "zh", width: int = 30) -> None:
        self.total, self.stream, self.lang, self.width = total, stream, lang, width
        self.start = time.perf_counter()
        self.last = 0.0

    def update(self, done: int) -> None:
        now = time.perf_counter()
        if (self.total is None or done < self.total) and now - self.last < 0.1:
            return
        self.last = now
        rate = done / max(now - self.start, 1e-9)
        label, unit = ("审核", "副/秒") if self.lang == "zh" else ("audit", "boards/s")
        if self.total:
            filled = int(self.width * done / self.total)
            self.stream.write(f"\r{label} {done}/{self.total} [{'#' * filled}{'-' * (self.width - filled)}] "
                              f"{100 * done // self.total:3d}% {rate:.0f} {unit}")
        else:
            self.stream.write(f"\r{label} {done} {'副' if self.lang == 'zh' else 'boards'} {rate:.0f} {unit}")
        self.stream.flush()

    def close(self) -> None:
        self.stream.write("\n")
        self.stream.flush()


@dataclass(frozen=True)
class Task:
    """One unit of work for a worker: a batch of PBN games (with the tag inheritance before them),
    or a batch of a LIN file's boards (each with the file's header). Plain data, so that it travels to another process or machine."""

    source: str
    format: str
    encoding: str
    games: tuple[tuple[int, str], ...] = ()  # PBN: (first line, text) of each game
    first_game: int = 1
    #: the tag inheritance before the first game (PBN §4.8); None in this process: the file's own
    #: `Inheritance`, carried from one task to the next (`file_records`)
    inherit: tuple[tuple[tuple[str, str], ...], tuple[tuple[str, str], ...]] | None = ((), ())
    #: LIN: the boards of the task, each with the file's header (`rulings.records.lin.LinBoard`)
    lin: tuple[LinBoard, ...] = ()


_ENGINES = threading.local()


def _engine(backend: str) -> Engine:
    """One engine per backend in each worker process and thread (an engine is not thread-safe)."""
    engines = getattr(_ENGINES, "by_backend", None)
    if engines is None:
        engines = _ENGINES.by_backend = {}
    if backend not in engines:
        engines[backend] = default_engine(backend)
    return engines[backend]


#: objects allocated between two collections of the youngest generation while auditing (Python's
#: default is 700): a board's objects die with it, by reference counting, and a collection every
#: 700 allocations mostly finds nothing to free
YOUNG = 20_000


@contextlib.contextmanager
def long_lived_heap() -> Iterator[None]:
    """While auditing in this process: the objects already made (the lawbook, the engine and its rules,
    the modules) are set aside from garbage collection (`gc.freeze`: they live as long as the process,
    and every full collection would walk them again), and the youngest generation is collected every
    `YOUNG` allocations. Both are undone after (a process that froze objects itself is left as it is).

    A process whose collector is already set so (a pool's worker, `_worker_start`; a test process) is
    told by its threshold before its frozen objects are counted: `gc.get_freeze_count` walks every
    frozen object (CPython 3.11), some 300,000 of them in a process that has settled its heap."""
    threshold = gc.get_threshold()
    mine = threshold[0] < YOUNG and gc.get_freeze_count() == 0
    if mine:
        gc.freeze()
    gc.set_threshold(max(threshold[0], YOUNG), *threshold[1:])
    try:
        yield
    finally:
        gc.set_threshold(*threshold)
        if mine:
            gc.unfreeze()


def _worker_start(backend: str) -> None:
    """A worker process of the pool: its engine built, then its heap settled as in `long_lived_heap` (for
    the life of the worker, which only audits)."""
    _engine(backend)
    gc.freeze()
    gc.set_threshold(max(gc.get_threshold()[0], YOUNG), *gc.get_threshold()[1:])


def task_records(task: Task, live: Inheritance | None = None) -> Iterator[BoardRecord]:
    """The boards of one task, imported; `live`: the inheritance of the file read so far in this
    process (for a task planned without its snapshot)."""
    if task.format == "lin":
        for board in task.lin:
            yield _guarded(functools.partial(board_record, board, task.source, task.encoding), task, board.number,
                           board.pairs[0][2] if board.pairs else 1)
        return
    if task.inherit is None:
        inherit = live if live is not None else Inheritance()
    else:
        inherit = Inheritance(dict(task.inherit[0]), dict(task.inherit[1]))
    for number, (start, text) in enumerate(task.games, start=task.first_game):
        yield _guarded(functools.partial(read_game, text, start, number, inherit, task.source, task.encoding),
                       task, number, start)


def _guarded(read: Callable[[], BoardRecord], task: Task, number: int, start: int) -> BoardRecord:
    """A board read, or, when the reader fails on it in a way it does not foresee (a fault of ours, not
    of the record), that board as an error with its line: one board never stops the run (the
    audit, the claims audit, the pool, the cluster, the export all read through `task_records`)."""
    try:
        return read()
    except Exception as exc:  # noqa: BLE001 - one board's failure is that board's error, never the run's
        meta = new_meta(task.source, number, task.encoding)
        error = LogError(f"the reader failed on this game: {type(exc).__name__}: {exc}", source=task.source,
                         line=start, zh=f"读取器未能读取此局：{type(exc).__name__}: {exc}")
        return BoardRecord(None, meta, error, start)


def file_records(tasks: Iterable[Task]) -> Iterator[BoardRecord]:
    """The boards of one file, in file order, read in this process from its tasks (`plan`): the file's
    tag inheritance (PBN §4.8) carried from each task to the next, so that a task planned without its
    snapshot reads its games as the file's reader would, and no game's tags are read twice. What the
    audit in this process (`Runner.run`) and `rulings export` read a file with: one loop, one place."""
    live = Inheritance()
    for task in tasks:
        yield from task_records(task, live)


def audit_task(task: Task, backend: str = "durable", play_rulings: bool = False,
               engine: Engine | None = None) -> list[dict[str, Any]]:
    """Import and audit the boards of one task (what a worker of the pool or the cluster runs: the
    task carries the tag inheritance before it)."""
    engine = engine or _engine(backend)
    return [audit_board(r, engine, play_rulings) for r in task_records(task)]


def _open_text(path: Path) -> tuple[Iterator[str], str]:
    """The lines of a record file and the encoding that reads them, decided on the whole file in a
    first pass over its bytes (`rulings.records.encoding.open_lines`: the export reads it the same
    way; memory stays flat)."""
    return open_lines(path, record_format(path))


def plan(path: str | Path, batch: int | None = None, snapshots: bool = True) -> tuple[dict[str, Any], Iterator[Task]]:
    """The file row of one record file and its tasks, made lazily (a batch of games at a time). The
    file row holds `error` when the file cannot be read or is not a record. Each PBN task carries
    the tag inheritance before its first game (§4.8), for a worker elsewhere; without `snapshots`
    (tasks read in order in this process) it carries none and the file's games are not read twice.
    A LIN file is cut alike, `batch` boards a task, each board with the file's header (`_lin_tasks`).
    `batch`: the games a task holds (default `BATCH`)."""
    batch = batch or BATCH
    p = Path(path)
    row: dict[str, Any] = {"path": str(p), "format": None, "encoding": None, "boards": 0, "file_error": None}
    try:
        if p.is_dir():
            raise InputError(f"{p}: 是目录，不是牌记录文件 — is a directory, not a record file")
        lines, encoding = _open_text(p)
        head: list[str] = []
        for line in lines:
            head.append(line)
            if sum(map(len, head)) > 4096:
                break
        fmt = detect_format(p, "".join(head))
    except FileNotFoundError:
        row["file_error"] = f"没有这个文件：{p} — no such file: {p}"
        return row, iter(())
    except (OSError, NotText) as exc:
        zh = zh_of(exc)  # a binary file: Chinese first, the English beside
        row["file_error"] = f"{p}: {zh} — {exc}" if zh else f"{p}: {exc}"
        return row, iter(())
    except RulingsError as exc:
        row["file_error"] = str(exc.detail if isinstance(exc, LogError) else exc)
        return row, iter(())
    row["format"], row["encoding"] = fmt, encoding
    all_lines = _chain(head, lines)
    if fmt == "lin":
        return row, _lin_tasks(str(p), encoding, all_lines, batch)

    def tasks() -> Iterator[Task]:
        inherit = Inheritance()
        games: list[tuple[int, str]] = []
        first = 1
        snapshot = (tuple(inherit.previous.items()), tuple(inherit.sticky.items()))
        for number, game in enumerate(split_games(all_lines), start=1):
            games.append(game)
            if snapshots:
                advance(inherit, game[1])
            if len(games) >= batch:
                yield Task(str(p), "pbn", encoding, tuple(games), first, snapshot if snapshots else None)
                games, first = [], number + 1
                snapshot = (tuple(inherit.previous.items()), tuple(inherit.sticky.items()))
        if games:
            yield Task(str(p), "pbn", encoding, tuple(games), first, snapshot if snapshots else None)

    return row, tasks()


def _lin_tasks(source: str, encoding: str, lines: Iterable[str], batch: int) -> Iterator[Task]:
    """The tasks of a LIN file: its boards cut as the lines are read (`rulings.records.lin.lin_boards`),
    `batch` boards a task. Each board carries what the file says before it that applies to it (the
    header before the first `qx|`/`md|`: a vugraph's players of both rooms, its event and teams),
    its number in the file, its lines and the stray pieces reported on it, so a task is read alike
    here, in a worker of the pool or on a cluster, and the file is never held whole."""
    boards: list[LinBoard] = []
    for board in lin_boards(lines):
        boards.append(board)
        if len(boards) >= batch:
            yield Task(source, "lin", encoding, lin=tuple(boards))
            boards = []
    if boards:
        yield Task(source, "lin", encoding, lin=tuple(boards))


def _chain(head: list[str], rest: Iterator[str]) -> Iterator[str]:
    yield from head
    yield from rest


#: the schemes of a Dask scheduler's address (`distributed.comm`); http is the dashboard's, not the scheduler's
CLUSTER_SCHEMES = ("tcp", "tls", "inproc", "ucx", "ws", "wss")


def cluster_address(text: str) -> str:
    """The scheduler address given to `--cluster`, checked before any connection: `tcp://HOST:PORT`
    (or `HOST:PORT`, or another scheme Dask speaks); a dashboard URL, a port that is not a number or
    a host left out is a one-line error saying what to give."""
    scheme, sep, rest = text.partition("://")
    if not sep:
        scheme, rest = "tcp", text
    hint = "give tcp://HOST:PORT, the scheduler's port (8786 by default), e.g. --cluster tcp://10.0.0.5:8786"
    if scheme not in CLUSTER_SCHEMES:
        dashboard = " (an http address is the dashboard's, not the scheduler's)" if scheme in ("http", "https") else ""
        raise InputError(f"--cluster {text}: '{scheme}' is not a scheduler address's scheme{dashboard}: {hint}")
    if scheme == "inproc":
        return text
    host, colon, port = rest.rstrip("/").rpartition(":")
    if host.startswith("[") and host.endswith("]"):
        host = host[1:-1]  # an IPv6 address in brackets
    if not colon or not host or "[" in host or "]" in host or "/" in host:
        raise InputError(f"--cluster {text}: no host and port to reach: {hint}")
    if not port.isdigit() or not 0 < int(port) < 65536:
        raise InputError(f"--cluster {text}: the port '{port}' is not a number from 1 to 65535: {hint}")
    return f"{scheme}://{rest.rstrip('/')}"


class Runner:
    """Runs tasks in order: in this process (an Engine object, or one worker), in a process pool, or
    on a Dask distributed cluster; at most `window` tasks are in flight, so memory stays flat."""

    def __init__(self, engine: Engine | None, backend: str, play_rulings: bool, workers: int | None,
                 cluster: str | None) -> None:
        self.engine, self.backend, self.play_rulings = engine, backend, play_rulings
        self.pool: Any = None
        self.client: Any = None
        self.window = 1
        if cluster:
            address = cluster_address(cluster)  # a mistyped address is said before Dask's ~0.7 s import
            try:
                from distributed import Client
            except ImportError:
                raise InputError("--cluster needs Dask distributed: pip install 'rulings[cluster]'") from None
            try:
                self.client = Client(address, timeout=10)
            except (OSError, ValueError) as exc:
                raise InputError(f"cannot reach the Dask scheduler at {cluster}: {exc}") from None
            self.window = 4 * max(sum(self.client.nthreads().values()), 1)
        elif engine is None and (workers or os.cpu_count() or 1) > 1:
            from concurrent.futures import ProcessPoolExecutor

            n = workers or os.cpu_count() or 1
            self.pool = ProcessPoolExecutor(max_workers=n, initializer=_worker_start, initargs=(backend,))
            self.window = 2 * n

    def run(self, tasks: Iterable[Task]) -> Iterator[dict[str, Any]]:
        """The report of each board of one file's tasks, in file order."""
        if self.local:
            engine = self.engine or _engine(self.backend)
            with long_lived_heap():
                for record in file_records(tasks):
                    yield audit_board(record, engine, self.play_rulings)
            return
        for boards in self.ordered(audit_task, tasks, self.backend, self.play_rulings):
            yield from boards

    def ordered(self, work: Callable[..., list[Any]], tasks: Iterable[Any], *args: Any) -> Iterator[list[Any]]:
        """`work(task, *args)` of each task, in the tasks' order: on the pool or the cluster with at most
        `window` tasks in flight (memory flat), else here. What the audit and the claims audit
        (`rulings.analysis.claims_audit`) both run their tasks with."""
        if self.local:
            for task in tasks:
                yield work(task, *args)
            return
        pending: deque[Any] = deque()
        for task in tasks:
            if self.client is not None:
                pending.append(self.client.submit(work, task, *args, pure=False))
            else:
                pending.append(self.pool.submit(work, task, *args))
            if len(pending) >= self.window:
                yield pending.popleft().result()
        while pending:
            yield pending.popleft().result()

    @property
    def local(self) -> bool:
        """The tasks run here, in order (no pool, no cluster)."""
        return self.pool is None and self.client is None

    def close(self) -> None:
        if self.pool is not None:
            self.pool.shutdown()
        if self.client is not None:
            self.client.close()


def distinct_paths(names: Iterable[str]) -> tuple[list[str], list[str]]:
    """The files named, each once (the same file named twice, e.g. by overlapping shell patterns, would
    count its boards twice), and a note for each name left out, saying which name it repeats."""
    kept: list[str] = []
    seen: dict[str, str] = {}
    notes: list[str] = []
    for name in names:
        try:
            key = str(Path(name).resolve(strict=True))
        except OSError:
            key = name  # a file that cannot be found: its error comes with its audit
        if key in seen:
            notes.append(f"{name}: 与 {seen[key]} 是同一文件，只审核一次 — the same file as {seen[key]}, audited once")
            continue
        seen[key] = name
        kept.append(name)
    return kept, notes


def audit_stream(paths: Iterable[str | Path], engine: Engine | None = None, play_rulings: bool = False,
                 backend: str = "durable", workers: int | None = None, cluster: str | None = None,
                 on_board: Callable[[int], None] | None = None) -> Iterator[tuple[str, dict[str, Any]]]:
    """`("board", report)` for each board of each file in file order, then `("file", row)` after the
    file's boards (`row["file_error"]` when the file cannot be read, is not a record or holds no board).
    An `engine` runs everything in this process; else `workers` processes (default: every core)
    or the Dask `cluster` at that address, each with its own engine of `backend`."""
    runner = Runner(engine, backend, play_rulings, workers, cluster)
    done = 0
    try:
        for path in paths:
            row, tasks = plan(path, snapshots=not runner.local)
            statuses: Counter[str] = Counter()
            for b in runner.run(tasks):
                statuses["paragraph" if b.get("paragraph") else b["status"]] += 1
                done += 1
                yield "board", b
                if on_board is not None:
                    on_board(done)
            row["paragraphs"] = statuses.pop("paragraph", 0)  # text, not games: counted apart
            row["boards"] = sum(statuses.values())
            row.update({st: statuses[st] for st in STATUSES})
            if row["file_error"] is None and row["boards"] == 0:
                row["file_error"] = (f"{row['path']}: 文件中没有牌局 — holds no board "
                                f"(read as {row['format'] or '?'}, {row['encoding'] or '?'})")
            yield "file", row
    finally:
        runner.close()


class Totals:
    """The counts of a report, kept while boards stream past."""

    def __init__(self) -> None:
        self.statuses: Counter[str] = Counter()
        self.kinds: Counter[str] = Counter()
        self.laws: Counter[str] = Counter()
        self.files = 0
        self.file_errors = 0
        self.paragraphs = 0

    def add_board(self, b: dict[str, Any]) -> None:
        if b.get("paragraph"):  # a paragraph of text, not a game: counted apart (its row says what it holds)
            self.paragraphs += 1
            return
        self.statuses[b["status"]] += 1
        for f in b["findings"]:
            self.kinds[f["kind"]] += 1
            if f["law"]:
                self.laws[str(f["law"])] += 1

    def add_file(self, row: dict[str, Any]) -> None:
        self.files += 1
        self.file_errors += row.get("file_error") is not None

    def as_dict(self, backend: str) -> dict[str, Any]:
        return {"files": self.files, "file_errors": self.file_errors, "boards": sum(self.statuses.values()),
                **{s: self.statuses[s] for s in STATUSES}, "paragraphs": self.paragraphs,
                "findings": sum(self.kinds.values()),
                "by_kind": dict(sorted(self.kinds.items())), "by_law": dict(sorted(self.laws.items())),
                "engine": backend}


def audit_files(files: list[RecordFile], engine: Engine | None = None,
                on_board: Callable[[int], None] | None = None, play_rulings: bool = False) -> dict[str, Any]:
    """Audit every board of files already imported; the report (see the module docstring)."""
    engine = engine or default_engine()
    boards: list[dict[str, Any]] = []
    file_rows: list[dict[str, Any]] = []
    done = 0
    for f in files:
        statuses: Counter[str] = Counter()
        for record in f.records:
            b = audit_board(record, engine, play_rulings)
            statuses["paragraph" if b.get("paragraph") else b["status"]] += 1
            boards.append(b)
            done += 1
            if on_board is not None:
                on_board(done)
        paragraphs = statuses.pop("paragraph", 0)
        count = sum(statuses.values())
        file_rows.append({"path": f.path, "format": f.format, "encoding": f.encoding, "boards": count,
                          "paragraphs": paragraphs, "file_error": None if count else f"{f.path}: holds no board",
                          **{s: statuses[s] for s in STATUSES}})
    return {"files": file_rows, "boards": boards, "totals": totals(boards, file_rows, engine.backend)}


def totals(boards: Iterable[dict[str, Any]], files: int | list[dict[str, Any]], backend: str) -> dict[str, Any]:
    """Counts: boards, each status, findings by kind and by law."""
    t = Totals()
    for b in boards:
        t.add_board(b)
    for row in (files if isinstance(files, list) else [{"file_error": None}] * files):
        t.add_file(row)
    return t.as_dict(backend)


def audit_paths(paths: Iterable[str | Path], engine: Engine | None = None, progress: TextIO | None = None,
                lang: str = "zh", play_rulings: bool = False, backend: str | None = None,
                workers: int | None = None, cluster: str | None = None) -> dict[str, Any]:
    """Import and audit every file; the whole report in memory (for a stream, `audit_stream`).
    `progress` (a stream) shows a progress bar."""
    bar = Progress(None, progress, lang) if progress is not None else None
    backend = backend or (engine.backend if engine is not None else "durable")
    boards: list[dict[str, Any]] = []
    files: list[dict[str, Any]] = []
    t = Totals()
    try:
        for kind, item in audit_stream(paths, engine, play_rulings, backend, workers, cluster,
                                       bar.update if bar else None):
            if kind == "board":
                boards.append(item)
                t.add_board(item)
            else:
                files.append(item)
                t.add_file(item)
    finally:
        if bar is not None:
            bar.close()
    return {"files": files, "boards": boards, "totals": t.as_dict(backend)}


# --------------------------------------------------------------------------- text


STATUS_TEXT = {"ok": ("正常", "ok"), "irregular": ("有违规", "irregular"), "mismatch": ("记录不符", "mismatch"),
               "unchecked": ("未能核对", "unchecked"), "error": ("错误", "error")}


#: the rooms of a teams match (the PBN Room tag, a vugraph's `qx|o…|`, `qx|c…|`) in the report's words
ROOM_TEXT = {"open": ("开室", "open room"), "closed": ("闭室", "closed room")}


def render_board(b: dict[str, Any], lang: str = "zh") -> list[str]:
    """One board as text: its line, its findings and warnings beneath."""
    zh = lang == "zh"
    label = f"第{b['board']}副" if zh and b["board"] is not None else (
        f"board {b['board']}" if b["board"] is not None else (f"第{b['game']}局" if zh else f"game {b['game']}"))
    if b.get("paragraph"):
        label = "文字段落" if zh else "text"
    if b.get("room"):
        room = ROOM_TEXT.get(b["room"], (b["room"], f"room {b['room']}"))
        label += room[0] if zh else f", {room[1]}"
    where = f"（第{b['line']}行）" if zh else f" (line {b['line']})"
    status = STATUS_TEXT[b["status"]][0 if zh else 1]
    if b.get("paragraph"):  # counted apart from the boards: not an error of a board
        status = "未读入（不是牌局）" if zh else "not read (no game)"
    extra = ""
    if b.get("continued"):
        extra = (f"（{'叫牌' if b['continued'] == 'auction' else '打牌'}待续）" if zh
                 else f" ({b['continued']} to be continued)")
    if b.get("end_position"):
        extra += (f"（残局，每家 {b['end_position']['cards']} 张）" if zh
                  else f" (end position, {b['end_position']['cards']} cards each)")
    out = [f"{label}{where}{'：' if zh else ': '}{status}{extra}"]
    out.extend(f"  · {f['message_zh'] if zh else f['message_en']}" for f in b["findings"])
    out.extend(f"  {'注意：' if zh else 'note: '}{said_zh(w) if zh else w}" for w in b.get("warnings") or [])
    return out


def render_file(row: dict[str, Any], lang: str = "zh") -> list[str]:
    """A file's closing line: how it was read (format, encoding, boards), or its error."""
    zh = lang == "zh"
    if row.get("file_error"):
        return [f"== {row['path']}{'：错误：' if zh else ': error: '}{row['file_error']}"]
    texts = row.get("paragraphs") or 0
    if zh:
        extra = f"，另有 {texts} 段文字不是牌局" if texts else ""
        return [f"   （{row['path']}：{row['format']}，编码 {row['encoding']}，{row['boards']} 副{extra}）"]
    extra = f", and {_count(texts, 'paragraph')} of text (no game)" if texts else ""
    return [f"   ({row['path']}: {row['format']}, encoding {row['encoding']}, {_count(row['boards'], 'board')}{extra})"]


def _count(n: int, noun: str) -> str:
    """`1 board`, `2 boards`: the English text's counts (singular for one)."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"



def render_totals(t: dict[str, Any], lang: str = "zh") -> list[str]:
    zh = lang == "zh"
    out = [""]
    errors = t.get("file_errors", 0)
    texts = t.get("paragraphs") or 0
    if zh:
        out.append(f"合计：{t['files']} 个文件（{errors} 个文件出错），{t['boards']} 副牌；正常 {t['ok']}，"
                   f"有违规 {t['irregular']}，记录不符 {t['mismatch']}，未能核对 {t['unchecked']}，错误 {t['error']}；"
                   f"发现 {t['findings']} 项"
                   + (f"；另有 {texts} 段文字不是牌局，未读入" if texts else ""))
    else:
        out.append(f"Total: {_count(t['files'], 'file')} ({errors} with an error), {_count(t['boards'], 'board')}; "
                   f"ok {t['ok']}, irregular {t['irregular']}, mismatch {t['mismatch']}, unchecked {t['unchecked']}, "
                   f"error {t['error']}; "
                   f"{_count(t['findings'], 'finding')}"
                   + (f"; {_count(texts, 'paragraph')} of text not read (no game)" if texts else ""))
    if t["by_law"]:
        laws = ("、".join(f"{cite_zh(law)} {n}" for law, n in t["by_law"].items()) if zh
                else ", ".join(f"{cite_en(law)}: {n}" for law, n in t["by_law"].items()))
        out.append(("按条款：" if zh else "By law: ") + laws)
    return out


def render_report(report: dict[str, Any], lang: str = "zh") -> str:
    """The report as text: one line a board, its findings beneath, each file's encoding, the totals."""
    out: list[str] = []
    rows = {r["path"]: r for r in report["files"]}
    source = None
    for b in report["boards"]:
        if b["source"] != source:
            if source in rows:
                out.extend(render_file(rows[source], lang))
            source = b["source"]
            out.append(f"== {source}")
        out.extend(render_board(b, lang))
    if source in rows:
        out.extend(render_file(rows[source], lang))
    for row in report["files"]:
        if row.get("file_error"):
            out.extend(render_file(row, lang))
    out.extend(render_totals(report["totals"], lang))
    return "\n".join(out)


def stderr_progress(force: bool) -> TextIO | None:
    """stderr when it is a terminal (or `force`), else None: no progress bar in a pipe or a log."""
    return sys.stderr if force or sys.stderr.isatty() else None


__all__ = ["RecordFile", "Runner", "RulingsError", "LogError", "Task", "Totals", "audit_board", "audit_files", "audit_paths",
           "audit_stream", "audit_task", "detect_format", "file_records", "law64_transfer", "plan", "play_not_ruled",
           "read_file", "render_board", "render_file", "render_report", "render_totals", "rule_record", "totals"]
