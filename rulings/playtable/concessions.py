"""A concession of the contract rather than of a number of tricks (Law 71B), and the remaining tricks
when such a concession is cancelled.

Law 71B: "庄家对已经完成的定约承认失败，或一防家对已经被击败的定约承认完成" (WBF 1997 Law 71B,
which it translates: "declarer conceded defeat of a contract he had already fulfilled, or a defender
conceded fulfilment of a contract his side had already defeated"). Whether the contract was already
made or already defeated is a fact of the tricks won: no judgment.

Read (the log form `{seat: S, concede: contract}`): declarer's concession of defeat concedes the tricks
that leave him one short of his contract (all the remaining tricks when fewer remain); a defender's
concession of fulfilment concedes the tricks declarer still needs. A concession the tricks already won
make empty (declarer conceding defeat of a contract already defeated, a defender conceding a contract
already made) names no trick and is refused: the director logs the tricks conceded instead.
"""

from __future__ import annotations

from typing import Any

from rulings.errors import LogError, Refusal, zh_of
from rulings.log import Event
from rulings.playtable.base import PlayTableBase
from rulings.playtable.sure_tricks import unlosable


class Concessions(PlayTableBase):
    """A concession of the contract (Law 71B): the methods of `PlayTable` for it."""

    def _contract_conceded(self, ev: Event, remaining: int) -> tuple[int, dict[str, Any]]:
        """Of the `remaining` tricks, how many `{concede: contract}` concedes to the opponents, and the
        facts Law 71B reads: `concedes_made_contract` (declarer, contract already made) or
        `concedes_defeated_contract` (a defender, contract already defeated)."""
        assert ev.seat is not None
        side = self.contract.declaring_side
        won, need = self.ps.tricks_won[side], self.contract.tricks_needed
        try:
            conceded = contract_concession(ev.seat.side == side, won, need, remaining)
        except ValueError as exc:
            raise LogError(str(exc), event=ev.index, field="concede", zh=zh_of(exc) or str(exc)) from None
        if ev.seat.side == side:
            return conceded, {"concedes_made_contract": won >= need}
        return conceded, {"concedes_defeated_contract": won + remaining < need}

    def settle_cancelled_contract_concession(self) -> dict[str, Any]:
        """Law 71B: the concession is cancelled. The tricks still to be played go as the cards decide
        them where every legal play gives the same result (71A's test, `sure_tricks`): then the claim is
        settled on them. Otherwise nothing is settled and the director awards them (a 71B finding with
        the number of tricks, as for a Law 70/71 award). What was decided, for the ruling entry."""
        c = self.claim
        assert c is not None
        side = self.contract.declaring_side
        other = "EW" if side == "NS" else "NS"
        to_play = self.ps.next_to_play
        if to_play is None:
            sure: dict[str, int | None] = {side: 0, other: 0}
        else:
            sure = {s: unlosable(self.ps.remaining, list(self.ps.current_trick), to_play, self.contract.trump, s, 0)
                    for s in (side, other)}
        mine, theirs = sure[c.seat.side], sure[other if c.seat.side == side else side]
        if mine is None or theirs is None or mine + theirs != c.remaining:
            c.stage = "cancelled"  # play has ceased; the director awards the tricks still to be played
            return {"decided": False}
        c.tricks_for_claimer = mine
        c.stage = "cancelled"
        c.settled = True  # the caller ends the play (Law 64 assessed at its end)
        return {"decided": True, "side": c.seat.side, "tricks": mine, "of": c.remaining}


def contract_concession(by_declarer: bool, won: int, need: int, remaining: int) -> int:
    """The tricks a concession of the contract concedes (the reading above): by declarer's side, those
    that leave it one short of `need` (all `remaining` when fewer); by a defender, those declarer still
    needs. `won`: the declaring side's tricks so far. `Refusal` (a ValueError, in both languages) when the tricks won leave nothing to
    concede (declarer conceding a contract already defeated, a defender one already made)."""
    if by_declarer:
        if won + remaining < need:
            raise Refusal(f"the contract is already defeated ({won} tricks won, {remaining} to play, {need} "
                          "needed): a concession of defeat concedes no trick; log the tricks conceded, "
                          "{concede: N}",
                          f"定约已失败（已赢{won}墩，尚余{remaining}墩，需要{need}墩）：承认定约失败不承认任何一墩；"
                          "请记下承认的墩数 {concede: N}")
        return min(remaining, won + remaining - (need - 1))
    if won >= need:
        raise Refusal(f"the contract is already made ({won} tricks won, {need} needed): a concession of "
                      "fulfilment concedes no trick; log the tricks conceded, {concede: N}",
                      f"定约已完成（已赢{won}墩，需要{need}墩）：承认定约完成不承认任何一墩；请记下承认的墩数 "
                      "{concede: N}")
    return min(remaining, need - won)
