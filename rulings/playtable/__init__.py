"""The table model for the play (Laws 41-71), on the same machinery as the auction.

`PlayTable` starts from the auction's result (the contract, firm Law 26 lead penalties, firm Law 24
penalty cards) and the hands. For each play event it works out the context a rule needs, asserts ONE
flat fact for it, and hands each consequence the rules name to its handler
(`rulings/consequences/play.py`). The table is put together from one module per concept:

- `base`        the table's state and views, replaying the tricks
- `context`     asking the engine (`_assert`); the firings on one fact: ruling items opened and cited,
                consequences handed over
- `state`       what is followed besides the cards: Revoke, PlayPending, Claim, PlayOutcome
- `cards`       cards led and played (Laws 44, 45, 53-57)
- `penalties`   penalty cards and lead or play restrictions (Laws 48-52, 57, 59)
- `leads`       leads falling due (Law 26, 50D2)
- `changes`     a card replaced (Laws 45C4b, 47, 58B3, 62)
- `designation` declarer's designation of dummy's card (Law 46)
- `choices`     the choices the laws give during the play
- `claims`      claims and concessions (Laws 68-71)
- `concessions` a concession of the contract (Law 71B)
- `statements`  the claimer's statement read as the line it states (Laws 68C, 70C1, 70D; the claim analysis
                reads it too)
- `indications` dummy indicating a card without declarer's instruction (Laws 45F, 57C)
- `inquiries`   questions about a possible revoke (Law 61B) and the revoke they establish (63B, 43B2b)
- `findings`    the director's findings during the play
- `lapses`      a choice that can no longer be taken (Law 63C)
- `defective`   defective tricks (Law 67)
- `revokes`     revokes established, corrected, assessed (Laws 61-64)
- `result`      the end of the log and the outcome of the play (Law 79)

Bridge mechanics live in `rulings.play` (tricks, rotation, revoke detection); what the laws decide
lives in the rules.
"""

from __future__ import annotations

from rulings.playtable.cards import Cards
from rulings.playtable.changes import Changes
from rulings.playtable.choices import Choices
from rulings.playtable.claims import Claims
from rulings.playtable.concessions import Concessions
from rulings.playtable.context import Asking
from rulings.playtable.defective import DefectiveTricks
from rulings.playtable.designation import Designation
from rulings.playtable.findings import Findings
from rulings.playtable.indications import Indications
from rulings.playtable.inquiries import Inquiries
from rulings.playtable.lapses import Lapses
from rulings.playtable.leads import Leads
from rulings.playtable.penalties import Penalties
from rulings.playtable.result import Result
from rulings.playtable.revokes import Revokes
from rulings.playtable.state import OOT_PENDING, Claim, PlayOutcome, PlayPending, Revoke

__all__ = ["OOT_PENDING", "Claim", "PlayOutcome", "PlayPending", "PlayTable", "Revoke"]


class PlayTable(Cards, Penalties, Leads, Changes, Designation, Choices, Claims, Concessions, Indications, Inquiries,
                Findings, Lapses, DefectiveTricks, Revokes, Result, Asking):
    """Replays the play events, asks the engine for each one, applies what the rules say."""
