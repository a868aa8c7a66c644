"""Hypothesis strategies for irregular bridge logs (auction and play), in the public log schema.

The generators know bridge mechanics only (rotation, sufficiency, following suit); they do NOT
know the rulings. They produce the kind of log a director enters: calls out of rotation, insufficient
bids, inadmissible doubles, changes of call, choices by the right and the wrong player, exposed cards,
then, for play, a dealt deal, a legal auction to a contract and a play with leads out of turn,
revokes (and their corrections), exposed cards and claims.

生成器只懂桥牌的机械规则（轮次、足够叫、跟牌），不懂裁决：它们生成违规的叫牌和打牌记录，
由不变量测试（tests/test_invariants.py）检验引擎的裁决。
"""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

SEATS = ("N", "E", "S", "W")
SUITS = ("S", "H", "D", "C")
STRAINS = ("C", "D", "H", "S", "NT")
RANKS = "23456789TJQKA"
VULS = ("none", "NS", "EW", "both")


def lho(seat: str) -> str:
    return SEATS[(SEATS.index(seat) + 1) % 4]


def partner(seat: str) -> str:
    return SEATS[(SEATS.index(seat) + 2) % 4]


def rho(seat: str) -> str:
    return SEATS[(SEATS.index(seat) + 3) % 4]


def side(seat: str) -> str:
    return "NS" if seat in ("N", "S") else "EW"


def bid_rank(call: str) -> int:
    """Law 18: the rank of a bid, 1C = 0 … 7NT = 34 (8C and up continue the order)."""
    return (int(call[:-1] if not call.endswith("NT") else call[:-2]) - 1) * 5 + STRAINS.index(
        call[-2:] if call.endswith("NT") else call[-1])


def bid_of_rank(rank: int) -> str:
    return f"{rank // 5 + 1}{STRAINS[rank % 5]}"


# ------------------------------------------------------------------------------------------- auction

@st.composite
def irregular_auctions(draw: Any, max_events: int = 10) -> dict[str, Any]:
    """An auction log with irregularities: the generator follows Law 17 rotation naively (after a
    call out of rotation it continues from either the offender or the player who was skipped, as an
    acceptance or a cancellation would), and mixes in irregular calls, choices and exposures."""
    dealer = draw(st.sampled_from(SEATS))
    vul = draw(st.sampled_from(VULS))
    events: list[dict[str, Any]] = []
    turn = dealer
    last_bid = -1  # rank of the last bid, -1 before any
    last_bidder: str | None = None
    doubled = 0
    last_caller: str | None = None
    n = draw(st.integers(1, max_events))
    for _ in range(n):
        kind = draw(st.sampled_from((
            "pass", "pass", "bid", "bid", "double",
            "oor_pass", "oor_bid", "oor_double",
            "insufficient", "inadmissible_double", "change",
            "choice", "director", "expose", "conventional_bid", "finding", "beyond_seven", "simultaneous")))
        if kind in ("pass", "bid", "double", "insufficient", "inadmissible_double", "conventional_bid",
                    "beyond_seven"):
            seat = turn
        elif kind == "simultaneous":
            seat = draw(st.sampled_from([s for s in SEATS if s != turn]))
        elif kind.startswith("oor_"):
            seat = draw(st.sampled_from([s for s in SEATS if s != turn]))
        elif kind == "change":
            if last_caller is None:
                continue
            seat = last_caller
        else:
            seat = draw(st.sampled_from(SEATS))
        ev: dict[str, Any] = {"seat": seat}
        if kind in ("pass", "oor_pass"):
            ev["call"] = "P"
        elif kind in ("bid", "oor_bid", "conventional_bid"):
            top = min(34, last_bid + 1 + draw(st.integers(0, 6)))
            if last_bid >= 34:
                ev["call"] = "P"
            else:
                ev["call"] = bid_of_rank(max(last_bid + 1, top))
            if kind == "conventional_bid":
                ev["conventional"] = True
                if draw(st.booleans()):
                    ev["suits"] = sorted(draw(st.sets(st.sampled_from(SUITS), min_size=1, max_size=2)))
        elif kind in ("double", "oor_double"):
            if last_bid >= 0 and doubled == 1 and last_bidder and side(seat) == side(last_bidder):
                ev["call"] = "XX"
            else:
                ev["call"] = "X"
        elif kind == "insufficient":
            if last_bid < 1:
                ev["call"] = "P"
            else:
                ev["call"] = bid_of_rank(draw(st.integers(0, last_bid - 1)))
                if draw(st.booleans()):
                    ev["conventional"] = True
        elif kind == "inadmissible_double":
            ev["call"] = draw(st.sampled_from(("X", "XX")))
        elif kind == "change":
            ev["call"] = draw(st.sampled_from(("P", "X", bid_of_rank(min(34, last_bid + 1 + draw(st.integers(0, 3))))
                                               if last_bid < 34 else "P")))
            ev["replaces"] = True
            if draw(st.booleans()):
                ev["inadvertent"] = draw(st.booleans())
        elif kind == "choice":
            ev["choose"] = draw(st.sampled_from(("accept", "decline")))
        elif kind == "finding":
            ev = {"finding": draw(st.sampled_from(("yes", "no", "inadvertent"))),
                  "law": draw(st.sampled_from(("23", "25A", "27B1", "16", "72B1")))}
        elif kind == "beyond_seven":
            ev["call"] = draw(st.sampled_from(("8C", "8NT", "9S")))
        elif kind == "simultaneous":
            ev["call"] = draw(st.sampled_from(("P", "X", bid_of_rank(min(34, last_bid + 1)))))
            ev["simultaneous"] = True
        elif kind == "director":
            ev = {"director": True}
        elif kind == "expose":
            ranks = draw(st.lists(st.sampled_from(RANKS), min_size=1, max_size=2, unique=True))
            suit = draw(st.sampled_from(SUITS))
            ev["expose"] = [suit + r for r in ranks]
            if draw(st.integers(0, 3)) == 0:
                ev["premature_lead"] = True
        events.append(ev)
        if "call" in ev:
            call = ev["call"]
            if call not in ("P", "X", "XX"):
                r = bid_rank(call)
                if r > last_bid:
                    last_bid, last_bidder, doubled = r, seat, 0
            elif call == "X":
                doubled = 1
            elif call == "XX":
                doubled = 2
            last_caller = seat
            out_of_turn = seat != turn and not ev.get("replaces")
            if out_of_turn and draw(st.booleans()):
                pass  # as if cancelled: the player on turn still has to call
            elif not ev.get("replaces"):
                turn = lho(seat)
    return {"dealer": dealer, "vulnerable": vul, "events": events}


# ------------------------------------------------------------------------------------------- play

def _winner(trick: list[tuple[str, str]], trump: str | None) -> str:
    led = trick[0][1][0]

    def power(card: str) -> tuple[int, int]:
        return (2 if card[0] == trump else 1 if card[0] == led else 0, RANKS.index(card[1]))

    return max(trick, key=lambda sc: power(sc[1]))[0]


def _fmt(cards: list[str]) -> str:
    return ".".join("".join(sorted((c[1] for c in cards if c[0] == s), key=RANKS.index, reverse=True))
                    for s in SUITS)


@st.composite
def deals(draw: Any) -> dict[str, list[str]]:
    """A random deal: 52 cards, 13 to each seat."""
    pack = [s + r for s in SUITS for r in RANKS]
    order = draw(st.permutations(pack))
    return {seat: list(order[i * 13:(i + 1) * 13]) for i, seat in enumerate(SEATS)}


@st.composite
def played_deals(draw: Any) -> dict[str, Any]:
    """A dealt deal, a legal auction to a contract, and a card play with irregularities.

    The play follows the rules (leader, rotation, following suit) except where an irregularity is
    drawn: a revoke (a card of another suit while holding the suit led; the play then goes on, and
    the revoke may be corrected before it is established), a lead out of turn, an exposed card, a
    claim or a concession (with or without an objection). An irregularity that changes who plays
    next in ways the generator does not model (lead out of turn, exposure, claim) ends the log there,
    optionally with a choice by the right or a wrong player: the director was summoned.
    Returns {"log": …, "tricks": [[(seat, card) …] …] (the complete tricks as played), "trump": …,
    "declarer": …, "revokes": [(trick number, seat) …], "complete": whether 13 tricks were played
    and nothing else interrupted}.
    """
    hands = draw(deals())
    dealer = draw(st.sampled_from(SEATS))
    vul = draw(st.sampled_from(VULS))
    # a legal auction: passes, one bid, maybe a double (and redouble), three passes
    events: list[dict[str, Any]] = []
    offender: str | None = None
    related: str | None = None
    if draw(st.integers(0, 3)) == 0:
        # Law 31B: before the dealer calls, his partner or RHO bids out of rotation; the offender's LHO
        # declines. The offender's partner must pass throughout and Law 26 may give declarer a lead
        # penalty: the offending side defends (it only passes from here on).
        offender = draw(st.sampled_from((partner(dealer), rho(dealer))))
        related = draw(st.sampled_from(SUITS))
        events.append({"seat": offender, "call": f"1{related}"})
        events.append({"seat": lho(offender), "choose": "decline"})
    seat = dealer
    passes = draw(st.integers(0, 3))
    if offender is not None:
        passes = draw(st.sampled_from([p for p in range(4) if side(SEATS[(SEATS.index(dealer) + p) % 4])
                                       != side(offender)]))
    for _ in range(passes):
        events.append({"seat": seat, "call": "P"})
        seat = lho(seat)
    level = draw(st.integers(1, 7))
    strain = draw(st.sampled_from(STRAINS))
    declarer = seat
    events.append({"seat": seat, "call": f"{level}{strain}"})
    seat = lho(seat)
    if offender is None and draw(st.integers(0, 3)) == 0:
        events.append({"seat": seat, "call": "X"})
        seat = lho(seat)
        if draw(st.integers(0, 2)) == 0:
            events.append({"seat": seat, "call": "XX"})
            seat = lho(seat)
    for _ in range(3):
        events.append({"seat": seat, "call": "P"})
        seat = lho(seat)
    trump = None if strain == "NT" else strain
    remaining = {s: list(c) for s, c in hands.items()}
    leader = lho(declarer)
    dummy = partner(declarer)
    tricks: list[list[tuple[str, str]]] = []
    revokes: list[tuple[int, str]] = []
    complete = True
    stop_after = draw(st.integers(1, 13))
    irregular_rate = draw(st.sampled_from((0, 2, 5, 10)))  # out of 100 per card

    def end_with_choice(by_options: list[str]) -> None:
        """A choice, two times in three by the player the laws give it to (the first), else by another."""
        if draw(st.booleans()):
            right = draw(st.integers(0, 2)) > 0
            events.append({"seat": by_options[0] if right else draw(st.sampled_from(by_options[1:])),
                           "choose": draw(st.sampled_from(("accept", "decline")))})

    done = False
    for t in range(13):
        if t == stop_after and draw(st.integers(0, 2)) == 0:
            what = draw(st.sampled_from(("claim", "concede", "stop")))
            if what == "claim":
                claimer = draw(st.sampled_from((declarer, lho(declarer), rho(declarer))))
                events.append({"seat": claimer, "claim": draw(st.integers(0, 13 - t))})
                if draw(st.booleans()):
                    events.append({"seat": draw(st.sampled_from([s for s in SEATS if s != claimer])),
                                   "object": True})
            elif what == "concede":
                conceder = draw(st.sampled_from((declarer, lho(declarer), rho(declarer))))
                events.append({"seat": conceder, "concede": draw(st.integers(0, 13 - t))})
                if draw(st.booleans()):
                    events.append({"seat": partner(conceder), "object": True})
                    if conceder != declarer and draw(st.booleans()):
                        # Law 68B: a defender's concession his partner objects to at once is void; the
                        # play goes on
                        stop_after = -1
            if stop_after != -1:
                complete = False
                break
        trick: list[tuple[str, str]] = []
        who = leader
        for pos in range(4):
            roll = draw(st.integers(0, 99))
            held = remaining[who]
            if pos == 0 and roll < irregular_rate and not (t == 0 and who == leader and False):
                kind = draw(st.sampled_from(("lead_out_of_turn", "expose")))
                if kind == "lead_out_of_turn":
                    wrong = draw(st.sampled_from([s for s in SEATS if s != who]))
                    events.append({"seat": wrong, "lead": draw(st.sampled_from(sorted(remaining[wrong])))})
                    if side(wrong) != side(declarer):  # Law 54/56: declarer chooses
                        end_with_choice([declarer, dummy, who, wrong])
                    else:  # Law 55: a defender may accept declarer's lead out of turn
                        end_with_choice([lho(declarer), declarer, dummy])
                else:
                    defender = draw(st.sampled_from((lho(declarer), rho(declarer))))
                    ev: dict[str, Any] = {"seat": defender,
                                          "expose": [draw(st.sampled_from(sorted(remaining[defender])))]}
                    events.append(ev)
                    end_with_choice([declarer, dummy, defender])
                complete, done = False, True
                break
            if pos == 0:
                choices = sorted(held)
                if t == 0 and offender is not None and who == partner(offender) and draw(st.booleans()):
                    # Law 26A: declarer requires or forbids the lead of the suit the cancelled bid named
                    how = draw(st.sampled_from(("require_lead", "forbid_lead")))
                    events.append({"seat": declarer, "choose": {how: related}})
                    suit = [c for c in held if c[0] == related]
                    if how == "require_lead":
                        choices = sorted(suit) or choices
                    else:
                        choices = sorted(c for c in held if c[0] != related) or choices
                card = draw(st.sampled_from(choices))
                events.append({"seat": who, "lead": card})
            else:
                led = trick[0][1][0]
                follow = sorted(c for c in held if c[0] == led)
                other = sorted(c for c in held if c[0] != led)
                if follow and other and roll < irregular_rate and who != dummy:
                    card = draw(st.sampled_from(other))
                    revokes.append((t + 1, who))
                    events.append({"seat": who, "play": card})
                    if draw(st.integers(0, 2)) == 0:
                        # corrected before it is established (Law 62A): the log ends with the correction
                        events.append({"seat": who, "play": draw(st.sampled_from(follow)), "replaces": True})
                        complete, done = False, True
                        break
                else:
                    card = draw(st.sampled_from(follow or other))
                    events.append({"seat": who, "play": card})
            held.remove(card)
            trick.append((who, card))
            who = lho(who)
        if done:
            break
        tricks.append(trick)
        leader = _winner(trick, trump)
    log = {"dealer": dealer, "vulnerable": vul, "hands": {s: _fmt(c) for s, c in hands.items()},
           "events": events}
    return {"log": log, "tricks": tricks, "trump": trump, "declarer": declarer, "revokes": revokes,
            "complete": complete and len(tricks) == 13}


def autoplay(hands: dict[str, list[str]], leader: str, trump: str | None, tricks: int,
             played: set[str] | None = None) -> tuple[list[dict[str, Any]], str]:
    """Play `tricks` tricks by the rules, each player taking his lowest legal card (for handpicked
    examples): the events and the leader of the next trick. `played` holds cards already gone."""
    gone = played if played is not None else set()
    events: list[dict[str, Any]] = []
    for _ in range(tricks):
        trick: list[tuple[str, str]] = []
        who = leader
        for pos in range(4):
            held = [c for c in hands[who] if c not in gone]
            if pos:
                held = [c for c in held if c[0] == trick[0][1][0]] or held
            card = min(held, key=lambda c: (RANKS.index(c[1]), SUITS.index(c[0])))
            events.append({"seat": who, ("play" if pos else "lead"): card})
            gone.add(card)
            trick.append((who, card))
            who = lho(who)
        leader = _winner(trick, trump)
    return events, leader
