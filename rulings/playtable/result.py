"""The end of the log (Law 69A: an unopposed claim stands) and the outcome of the play (Law 79
tricks, Laws 68-71 claims, Law 64 transfers) for the score."""

from __future__ import annotations

from rulings.playtable.base import PlayTableBase
from rulings.playtable.state import PlayOutcome
from rulings.refusals import simultaneous_unfollowed


class Result(PlayTableBase):
    """The end of the play and its outcome: the methods of `PlayTable` for them."""

    def finish(self) -> None:
        """The log is over: an unopposed claim stands (Law 69A); the play's end is assessed."""
        if self.held_simultaneous is not None:
            raise simultaneous_unfollowed(self.held_simultaneous.index, log_ends=True)
        c = self.claim
        if c is not None and not c.settled and not c.void and c.stage == "made":
            self._claim_fact("acquiesced", c.event)
        if self.over:
            self.end_of_play(self.log.events[-1].index if self.log.events else 0)

    def outcome(self) -> PlayOutcome | None:
        """The result of the play once it is over: tricks played (Law 79), claimed (Laws 68-71) and
        transferred (Law 64), for the score (Law 77)."""
        if not self.over:
            return None
        if self.claim is not None and not self.claim.settled and not self.claim.void:
            return None  # Laws 68D, 70: play has ceased, the tricks still to be played await the director
        side = self.contract.declaring_side
        played = self.ps.tricks_won[side]
        claimed = 0
        if self.claim is not None and self.claim.settled and not self.claim.void:  # Law 68B: a void concession
            c = self.claim
            claimed = c.tricks_for_claimer if c.seat.side == side else c.remaining - c.tricks_for_claimer
        transferred = sum(t["tricks"] if t["to"] == side else -t["tricks"] for t in self.transfers)
        return PlayOutcome(self.contract, played, claimed, transferred, [dict(t) for t in self.transfers],
                           max(0, min(13, played + claimed + transferred)))
