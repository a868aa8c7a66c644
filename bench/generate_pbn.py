"""Seeded generator of whole PBN sessions for the audit benchmark (and for tests that want records).

Each board: a random deal, the dealer and vulnerability of its number (Law 2), a legal auction
with a few irregularities (an insufficient bid accepted by the next player's call, Law 27A), the
full play record from the opening leader (each player follows suit, now and then a revoke,
Law 61A), sometimes cut short by a claim (the Result gives the tricks, as in real archives),
and the Declarer, Contract, Result and Score tags (Score by Law 77, now and then written wrong so
that the audit has something to find).

    .venv/bin/python -m bench.generate_pbn OUT_DIR [--boards 10000] [--per-file 1000] [--seed 1999]
"""

from __future__ import annotations

import argparse
import random
from dataclasses import dataclass, field
from pathlib import Path

from rulings.boards import conditions
from rulings.cards import FULL_PACK, SUITS, Card, format_hand
from rulings.play import Contract, trick_winner
from rulings.scoring import score
from rulings.seats import ORDER, Seat

STRAINS = ("C", "D", "H", "S", "NT")
PBN_VULNERABLE = {"none": "None", "NS": "NS", "EW": "EW", "both": "All"}


@dataclass
class Rates:
    """How often each irregularity or record fault is generated (per board, revoke per card)."""

    insufficient: float = 0.03
    revoke: float = 0.002
    claim: float = 0.4
    passed_out: float = 0.03
    wrong_score: float = 0.01
    wrong_result: float = 0.005


@dataclass
class Board:
    """What was generated for one board, for tests to check the audit against."""

    number: int
    text: str
    insufficient: bool = False
    revokes: list[tuple[int, str]] = field(default_factory=list)
    wrong_score: bool = False
    wrong_result: bool = False
    passed_out: bool = False
    shown: int = 13  # the tricks written in the Play section (fewer when a claim ends the play)


def _bid_index(level: int, strain: str) -> int:
    return (level - 1) * 5 + STRAINS.index(strain)


def _bid(index: int) -> str:
    return f"{index // 5 + 1}{STRAINS[index % 5]}"


def auction(rng: random.Random, dealer: Seat, rates: Rates) -> tuple[list[tuple[Seat, str]], bool]:
    """A legal auction in table order from the dealer; now and then an insufficient bid that the
    next player accepts by calling (Law 27A). Returns the calls and whether one was insufficient."""
    calls: list[tuple[Seat, str]] = []
    seat = dealer
    highest = -1  # the index of the highest bid so far
    last_bidder: Seat | None = None
    doubled = 0
    passes = 0
    insufficient = False
    want_insufficient = rng.random() < rates.insufficient
    if rng.random() < rates.passed_out:
        return [(s, "Pass") for s in (dealer, dealer.lho, dealer.partner, dealer.rho)], False
    while True:
        r = rng.random()
        opponents_bid = last_bidder is not None and last_bidder.side != seat.side
        if want_insufficient and not insufficient and highest >= 6 and r < 0.5:
            call = _bid(rng.randrange(0, highest - 4))  # at least a level below: insufficient (Law 27)
            insufficient = True
            last_bidder, doubled = seat, 0
        elif highest < 0 and r < 0.75 or highest >= 0 and r < 0.35 and highest < 34:
            step = rng.choice((1, 1, 2, 3, 5))
            index = min(highest + step, 34)
            call = _bid(index)
            highest, last_bidder, doubled = index, seat, 0
        elif opponents_bid and doubled == 0 and r < 0.42:
            call, doubled = "X", 1
        elif last_bidder is not None and last_bidder.side == seat.side and doubled == 1 and r < 0.45:
            call, doubled = "XX", 2
        else:
            call = "Pass"
        calls.append((seat, call))
        passes = passes + 1 if call == "Pass" else 0
        if (last_bidder is not None and passes == 3) or passes == 4:
            return calls, insufficient
        seat = seat.lho


def _contract(calls: list[tuple[Seat, str]]) -> Contract | None:
    from rulings.calls import Call

    return Contract.from_auction([(s, Call.parse(c)) for s, c in calls])


def play(rng: random.Random, hands: dict[Seat, frozenset[Card]], contract: Contract,
         rates: Rates) -> tuple[list[list[tuple[Seat, Card]]], list[tuple[int, str]]]:
    """Thirteen tricks from the opening leader (Law 41A); each player follows suit (Law 44C) except
    a revoke now and then (Law 61A). Returns the tricks (cards in the order played) and the revokes."""
    remaining = {s: set(c) for s, c in hands.items()}
    leader = contract.declarer.lho
    tricks: list[list[tuple[Seat, Card]]] = []
    revokes: list[tuple[int, str]] = []
    for number in range(1, 14):
        trick: list[tuple[Seat, Card]] = []
        seat = leader
        for _ in range(4):
            held = sorted(remaining[seat], key=lambda c: (c.suit, c.rank_value))
            if trick:
                led = trick[0][1].suit
                follow = [c for c in held if c.suit == led]
                other = [c for c in held if c.suit != led]
                if follow and other and rng.random() < rates.revoke:
                    card = rng.choice(other)
                    revokes.append((number, str(seat)))
                else:
                    card = rng.choice(follow or held)
            else:
                card = rng.choice(held)
            remaining[seat].discard(card)
            trick.append((seat, card))
            seat = seat.lho
        tricks.append(trick)
        leader = trick_winner(trick, contract.trump)
    return tricks, revokes


def dealt(rng: random.Random) -> dict[Seat, frozenset[Card]]:
    """Four hands of 13 from a pack shuffled by `rng` (the same deal for the same state of `rng`)."""
    pack = sorted(FULL_PACK, key=lambda c: (c.suit, c.rank_value))
    rng.shuffle(pack)
    return {seat: frozenset(pack[i * 13:(i + 1) * 13]) for i, seat in enumerate(ORDER)}


def board(rng: random.Random, number: int, rates: Rates | None = None) -> Board:
    """One PBN game for board `number`."""
    rates = rates or Rates()
    dealer, vulnerable = conditions(number)
    hands = dealt(rng)
    calls, insufficient = auction(rng, dealer, rates)
    contract = _contract(calls)
    out = ['[Event "Generated session"]', '[Site "bench"]', f'[Board "{number}"]',
           f'[Dealer "{dealer}"]', f'[Vulnerable "{PBN_VULNERABLE[str(vulnerable)]}"]',
           f'[Deal "N:{" ".join(format_hand(hands[s]) for s in ORDER)}"]']
    b = Board(number, "", insufficient=insufficient, passed_out=contract is None)
    if contract is None:
        out += ['[Declarer ""]', '[Contract "Pass"]', '[Result ""]', f'[Auction "{dealer}"]', "Pass Pass Pass Pass",
                '[Score "NS 0"]']
        b.text = "\n".join(out) + "\n"
        return b
    tricks, revokes = play(rng, hands, contract, rates)
    b.revokes = revokes
    won = sum(1 for t in tricks if trick_winner(t, contract.trump).side == contract.declaring_side)
    result = won
    if rng.random() < rates.wrong_result:
        result = won - 1 if won > 0 else won + 1
        b.wrong_result = True
    ns = score(f"{contract.level}{contract.strain}{('', 'X', 'XX')[contract.doubled]}", contract.declarer,
               result, str(vulnerable)).ns
    if rng.random() < rates.wrong_score:
        ns += rng.choice((-100, -30, 30, 100))
        b.wrong_score = True
    shown = 13 if rng.random() >= rates.claim else rng.randint(3, 11)
    if b.wrong_result:
        shown = 13  # a wrong Result against the whole play is what the audit can see
    b.shown = shown
    text = f"{contract.level}{'N' if contract.strain == 'NT' else contract.strain}{('', 'X', 'XX')[contract.doubled]}"
    out += [f'[Declarer "{contract.declarer}"]', f'[Contract "{text}"]', f'[Result "{result}"]',
            f'[Auction "{dealer}"]']
    words = [c for _, c in calls]
    out += [" ".join(words[i:i + 4]) for i in range(0, len(words), 4)]
    leader = contract.declarer.lho
    out.append(f'[Play "{leader}"]')
    columns = [leader, leader.lho, leader.partner, leader.rho]
    for trick in tricks[:shown]:
        by_seat = dict(trick)
        out.append(" ".join(str(by_seat[s]) for s in columns))
    out.append("*")
    out.append(f'[Score "NS {ns}"]')
    b.text = "\n".join(out) + "\n"
    return b


def session(n: int, seed: int = 1999, rates: Rates | None = None, first: int = 1) -> list[Board]:
    """`n` boards numbered from `first`, seeded."""
    rng = random.Random(seed)
    return [board(rng, first + i, rates) for i in range(n)]


def write_session(out_dir: Path, boards: int, per_file: int = 1000, seed: int = 1999) -> list[Path]:
    """Write `boards` generated boards as PBN files of `per_file` boards each; their paths."""
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = []
    done = 0
    part = 0
    while done < boards:
        k = min(per_file, boards - done)
        rng = random.Random(seed + part)  # the boards of `session(k, seed + part, done + 1)`, written one by one
        path = out_dir / f"session-{part + 1:03d}.pbn"
        with path.open("w", encoding="utf-8") as f:
            f.write("% PBN 2.1\n% EXPORT\n")
            for i in range(k):
                f.write(("\n" if i else "") + board(rng, done + 1 + i).text)
        paths.append(path)
        done += k
        part += 1
    return paths


def main() -> None:
    ap = argparse.ArgumentParser(description="generate PBN sessions for the audit benchmark")
    ap.add_argument("out_dir")
    ap.add_argument("--boards", type=int, default=10000)
    ap.add_argument("--per-file", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1999)
    args = ap.parse_args()
    for p in write_session(Path(args.out_dir), args.boards, args.per_file, args.seed):
        print(p)


if __name__ == "__main__":
    main()

__all__ = ["Board", "Rates", "auction", "board", "play", "session", "write_session", "SUITS"]
