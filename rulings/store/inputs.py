"""What a director, an appeal and a committee may write into a case: the request models (pydantic),
one place for the API's documented bodies, the forms and the command line. A model refuses unknown
fields, so nothing a user entered is silently ignored.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, StrictFloat, StrictInt, ValidationError

from rulings.errors import Invalid

ROLES = ("director", "committee", "admin")
ROLE_ZH = {"director": "裁判", "committee": "仲裁委员", "admin": "管理员", "local-admin": "本地管理员"}
DECISIONS = ("upheld", "changed", "cancelled")
DECISION_ZH = {"upheld": "维持原裁决", "changed": "改变原裁决", "cancelled": "撤销原裁决"}
STATUS_ZH = {"filed": "已立案", "ruled": "裁判已裁决", "appealed": "已申诉", "closed": "已结案"}
SCORING_FORMS = ("matchpoints", "imps", "total")
#: 比赛形式 — the forms of contest of a case (Laws 12C1, 86, 88, 89), as `rulings.scoring.CONTEST_FORMS`
CONTEST_FORMS = ("pairs", "individual", "teams")
CONTEST_FORM_ZH = {"pairs": "双人赛", "individual": "个人赛", "teams": "队式赛"}
APPEAL_TIME_LIMIT = 30  # minutes after the official score, unless the organiser says otherwise (Law 92B)


def _law_number(value: Any) -> Any:
    """A law cited by its number alone, as YAML reads `laws: [23, 12C2]`: the integer 23 is the citation
    "23" (a boolean is not a number here and is refused as before)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    return value


Text20 = Annotated[str, Field(max_length=20)]
Name = Annotated[str, Field(min_length=1, max_length=200)]
Ref = Annotated[str, BeforeValidator(_law_number), Field(min_length=1, max_length=20)]
LongText = Annotated[str, Field(max_length=20_000)]
Percentage = Annotated[StrictFloat | StrictInt, Field(ge=0, le=100)]


class _In(BaseModel):
    """A request part: unknown fields are refused (nothing a user entered is silently ignored); whole
    numbers are numbers, never `true` or `false`."""

    model_config = ConfigDict(extra="forbid")


class ResultIn(_In):
    """A table result: `{contract, declarer, tricks}`, `{contract: pass}` or `{score}` (NS points); `weight`
    inside a weighted score (Law 12C3)."""

    contract: Text20 | None = None
    declarer: Text20 | None = None
    tricks: Annotated[StrictInt, Field(ge=0, le=13)] | None = None
    score: Annotated[StrictInt, Field(ge=-10_000, le=10_000)] | None = None
    weight: Annotated[StrictFloat | StrictInt, Field(ge=0, le=100)] | None = None


class ScoreIn(_In):
    """An adjusted score: `assigned` (Law 12C2, a result for each side), `weighted` (Law 12C3),
    `artificial` (Law 12C1) or `table` (the result obtained). `field` (the other NS scores, for
    matchpoints) or `other_table` (the NS result at the other table, for IMPs) score it further.
    `session` gives the session percentages Law 88 compares an artificial score with: a pair's (NS, EW)
    or, in an individual event, each player's by his seat (N, E, S, W)."""

    kind: Literal["table", "assigned", "weighted", "artificial"]
    result: ResultIn | None = None
    results: list[ResultIn] = Field(default_factory=list, max_length=20)
    offenders: Literal["NS", "EW"] | None = None
    non_offending: ResultIn | list[ResultIn] | None = None
    offending: ResultIn | list[ResultIn] | None = None
    artificial: dict[Literal["ns", "ew"], Text20] | None = None
    field: list[StrictFloat | StrictInt] | None = Field(default=None, max_length=1000)
    other_table: ResultIn | None = None
    knockout: bool = False
    session: dict[Literal["N", "E", "S", "W", "NS", "EW"], Percentage] | None = Field(
        default=None, description="整节比赛百分比（第88条）：双人赛按对 NS/EW，个人赛按赛员的座位 N/E/S/W"
                                  " — session percentages for Law 88: by pair (NS, EW) or, individual, by player's seat")


class FindingIn(_In):
    """The director's answer to a judgment question the engine asked (by the law it judges under)."""

    law: Ref
    answer: Annotated[str, Field(max_length=2000)]
    note: LongText = ""


class CaseIn(_In):
    """`POST /api/cases`: the event log (as `POST /api/rulings` takes it) and the case's particulars."""

    log: dict[str, Any] = Field(description="事件记录 — the event log, as POST /api/rulings takes it",
                                json_schema_extra={"examples": [{"dealer": "N", "events": [
                                    {"seat": "N", "call": "1H"}, {"seat": "S", "call": "2C"}, {"director": True}]}]})
    tournament: Annotated[str, Field(min_length=1, max_length=300)]
    session: Annotated[str, Field(max_length=200)] | None = None
    board: Annotated[StrictInt, Field(ge=1, le=10_000)] | None = None
    scoring: Literal["matchpoints", "imps", "total"] = "matchpoints"
    form: Literal["pairs", "individual", "teams"] | None = Field(
        default=None, description="比赛形式：双人赛 pairs、个人赛 individual、队式赛 teams；缺省时IMP为队式赛，否则为双人赛"
                                  " — form of contest; by default teams with IMPs, else pairs")
    players: dict[Literal["N", "E", "S", "W"], Name] = Field(default_factory=dict)
    notes: LongText = ""


class DirectorIn(_In):
    findings: list[FindingIn] = Field(default_factory=list, max_length=50)
    table_result: ResultIn | None = None
    adjusted: ScoreIn | None = None
    laws: list[Ref] = Field(default_factory=list, max_length=50)
    statement: LongText = ""
    announced_at: datetime | None = None


class AppealIn(_In):
    side: Literal["NS", "EW"]
    appellants: list[Name] = Field(default_factory=list, max_length=4)
    statement: Annotated[str, Field(min_length=1, max_length=20_000)]
    lodged_at: datetime | None = None
    score_published_at: datetime | None = None
    time_limit_minutes: StrictInt = Field(default=APPEAL_TIME_LIMIT, ge=0, le=100_000)
    committee: list[Name] = Field(min_length=1, max_length=20)


class DecisionIn(_In):
    decision: Literal["upheld", "changed", "cancelled"]
    adjusted: ScoreIn | None = None
    laws: list[Ref] = Field(default_factory=list, max_length=50)
    reasons: LongText = ""
    deposit_returned: bool | None = None


class DecisionPatch(_In):
    """The parts of a committee's decision an amendment changes; the rest is kept, and the whole is
    validated again as a `DecisionIn`."""

    decision: Literal["upheld", "changed", "cancelled"] | None = None
    adjusted: ScoreIn | None = None
    laws: list[Ref] | None = Field(default=None, max_length=50)
    reasons: LongText | None = None
    deposit_returned: bool | None = None


class DirectorPatch(_In):
    """The parts of a director's ruling an amendment changes; the rest is kept, and the whole is
    validated again as a `DirectorIn`."""

    findings: list[FindingIn] | None = Field(default=None, max_length=50)
    table_result: ResultIn | None = None
    adjusted: ScoreIn | None = None
    laws: list[Ref] | None = Field(default=None, max_length=50)
    statement: LongText | None = None


class AmendChanges(_In):
    """What an amendment may change on a closed case, each part validated as when it was first
    recorded: the committee's decision (its score recomputed), the director's ruling (its scores
    recomputed), the particulars, and a note added."""

    decision: DecisionPatch | None = None
    director: DirectorPatch | None = None
    players: dict[Literal["N", "E", "S", "W"], Name] | None = None
    session: Annotated[str, Field(max_length=200)] | None = None
    tournament: Annotated[str, Field(min_length=1, max_length=300)] | None = None
    notes: Annotated[str, Field(min_length=1, max_length=20_000)] | None = None


class AmendIn(_In):
    """`POST /api/cases/{id}/amend`: the reason and the changes; `by` is always the signed-in user."""

    reason: Annotated[str, Field(min_length=1, max_length=20_000)]
    changes: AmendChanges


class NoteIn(_In):
    """`POST /api/cases/{id}/notes`."""

    text: Annotated[str, Field(min_length=1, max_length=20_000, pattern=r"\S")]


class RerunIn(_In):
    """`POST /api/cases/{id}/rerun`: the amended log; with `save` the director keeps it as the next version."""

    log: dict[str, Any]
    save: bool = False


class UserIn(_In):
    """`POST /api/users` (administrator): a user of the case store; the token is shown once."""

    name: Name
    role: Literal["director", "committee", "admin"]


def validate(model: type[BaseModel], data: Any, what: str) -> Any:
    """Validate input; the first problem becomes one line naming the field."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"]) or what
        raise Invalid(f"{what}：字段 {where} — {err['msg']} (field '{where}')") from None


for _model in (ResultIn, ScoreIn, FindingIn, CaseIn, DirectorIn, AppealIn, DecisionIn, DecisionPatch, DirectorPatch,
               AmendChanges, AmendIn,
               NoteIn, RerunIn, UserIn):
    _model.model_rebuild()

