"""Seeded generator of a vugraph LIN file for the memory bench (issue 14: a LIN file of a million
boards is read a board at a time, as a PBN file is).

The boards are those of `bench.generate_pbn` (the same random deals, auctions with a few insufficient
bids, play records with a few revokes, claims), written as BBO writes a vugraph: a header before the
first board (`vg|` the event, segment, scoring and teams; `pn|` the eight players of both rooms), then
each board `qx|o N|` with its deal (`md|`, the dealer digit and the hands of S, W, N, E), its
vulnerability (`sv|`), its number (`ah|`) and its calls (`mb|`) on one line, one line a trick
(`pc|`), and a claim (`mc|`, declarer's total of tricks) where the play stops early. The players
are on no board: every board takes them from the header (`rulings.records.lin`).

    .venv/bin/python -m bench.generate_lin OUT.lin [--boards 10000] [--seed 1999]
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Iterator
from pathlib import Path

from bench.generate_pbn import Rates, auction, dealt, play
from rulings.boards import conditions
from rulings.calls import Call
from rulings.cards import RANKS, SUITS, Card
from rulings.play import Contract, trick_winner
from rulings.seats import Seat

LIN_DIGIT = {Seat.S: "1", Seat.W: "2", Seat.N: "3", Seat.E: "4"}
LIN_SV = {"none": "o", "NS": "n", "EW": "e", "both": "b"}
LIN_CALL = {"Pass": "p", "X": "d", "XX": "r"}
PLAYERS = ("South1", "West1", "North1", "East1", "South2", "West2", "North2", "East2")


def header(boards: int) -> str:
    """The vugraph header: the event, segment, scoring (I: IMPs), boards 1..N and the two teams; the
    players of the open and the closed room."""
    return f"vg|Generated session,Segment 1,I,1,{boards},Home,0,Visit,0|rs||pn|{','.join(PLAYERS)}|pg||\n"


def _hand(cards: frozenset[Card]) -> str:
    return "".join(s + "".join(sorted((c.rank for c in cards if c.suit == s), key=RANKS.index, reverse=True))
                   for s in SUITS)


def board(rng: random.Random, number: int, rates: Rates | None = None) -> str:
    """The lines of one board of a vugraph LIN file (board `number`, the open room)."""
    rates = rates or Rates()
    dealer, vulnerable = conditions(number)
    hands = dealt(rng)
    calls, _ = auction(rng, dealer, rates)
    deal = ",".join(_hand(hands[s]) for s in (Seat.S, Seat.W, Seat.N, Seat.E))
    mb = "".join(f"mb|{LIN_CALL.get(c, c.replace('NT', 'N'))}|" for _, c in calls)
    out = [f"qx|o{number}|st||md|{LIN_DIGIT[dealer]}{deal}|sv|{LIN_SV[str(vulnerable)]}|ah|Board {number}|{mb}pg||"]
    contract = Contract.from_auction([(s, Call.parse(c)) for s, c in calls])
    if contract is not None:
        tricks, _ = play(rng, hands, contract, rates)
        shown = 13 if rng.random() >= rates.claim else rng.randint(3, 11)
        out += ["".join(f"pc|{card}|" for _, card in trick) + "pg||" for trick in tricks[:shown]]
        if shown < 13:
            won = sum(1 for t in tricks if trick_winner(t, contract.trump).side == contract.declaring_side)
            out.append(f"mc|{won}|pg||")
    return "\n".join(out) + "\n"


def boards(n: int, seed: int = 1999) -> Iterator[str]:
    """The header, then `n` boards, seeded: the text of the file a piece at a time."""
    rng = random.Random(seed)
    yield header(n)
    for number in range(1, n + 1):
        yield board(rng, number)


def write_lin(path: Path, n: int, seed: int = 1999, one_line: bool = False) -> Path:
    """Write a vugraph LIN file of `n` generated boards, board by board (never held whole); with
    `one_line`, every board on one line, as some programs write a LIN file (the reader takes it in
    pieces: `rulings.records.encoding.file_blocks`)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8") as f:
        for text in boards(n, seed):
            f.write(text.replace("\n", "") if one_line else text)
        if one_line:
            f.write("\n")
    return path


def main() -> None:
    ap = argparse.ArgumentParser(description="generate a vugraph LIN file for the memory bench")
    ap.add_argument("out")
    ap.add_argument("--boards", type=int, default=10000)
    ap.add_argument("--seed", type=int, default=1999)
    args = ap.parse_args()
    print(write_lin(Path(args.out), args.boards, args.seed))


if __name__ == "__main__":
    main()

__all__ = ["board", "boards", "header", "write_lin"]
