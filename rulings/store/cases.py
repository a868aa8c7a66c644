"""The case file of a ruling and its appeal, with roles and an append-only audit trail.

A case holds what a director and an appeals committee need (Laws 81–93): the tournament, session,
board, form of scoring and the players' seats; the event log (validated by `rulings.log.parse_log`);
the engine's ruling exactly as `rulings.ruling.rule` produced it, with the lawbook version; the
director's findings on the judgment questions and the ruling given at the table (the table result and
any adjusted score, Law 12C); the appeal (Law 92: who appeals, the statement, when it was lodged and
the organiser's time limit — 30 minutes after the official score unless the organiser says otherwise,
Law 92B; a late appeal is refused); the committee (Law 93) and its decision (upheld | changed |
cancelled) with the adjusted score it assigns (Law 12C2 assigned or 12C3 weighted, scored with
`rulings.scoring`); notes.

Nothing is overwritten. Each change appends a new version of the case (`case_versions`) and one audit
entry (`case_audit`: who, role, when, what, a JSON diff); the current state is the latest version. The
database refuses UPDATE and DELETE on these tables (migration 0001). A closed case (one with a
committee decision) cannot be edited, only amended (`amend`): a new version, its audit entry and a
`case_amendments` row with the reason.

Roles: director (files cases, records rulings and appeals), committee (records the decision of a case
whose committee it sits on), admin (creates users, lodges appeals, amends). Tokens are shown once and
stored as salted SHA-256. Anyone with a token reads a closed case; an open case is read by directors,
admins and its committee.
"""

from __future__ import annotations

import copy
import getpass
import hashlib
import hmac
import json
import re
import secrets
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError
from sqlalchemy import JSON, DateTime, ForeignKey, Integer, String, Text, UniqueConstraint, func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Mapped, Session, mapped_column

from rulings import scoring
from rulings.errors import Conflict, Forbidden, Invalid, NotFound, RequestError, Unauthorized
from rulings.lawbook import REF_RE, normalise_ref
from rulings.log import parse_log
from rulings.store.db import Base, get_engine, session_scope

ROLES = ("director", "committee", "admin")
ROLE_ZH = {"director": "裁判", "committee": "仲裁委员", "admin": "管理员", "local-admin": "本地管理员"}
DECISIONS = ("upheld", "changed", "cancelled")
DECISION_ZH = {"upheld": "维持原裁决", "changed": "改变原裁决", "cancelled": "撤销原裁决"}
STATUS_ZH = {"filed": "已立案", "ruled": "裁判已裁决", "appealed": "已申诉", "closed": "已结案"}
SCORING_FORMS = ("matchpoints", "imps", "total")
Ruler = Callable[[dict[str, Any]], dict[str, Any]]  # a log (plain data) in, the ruling JSON out
APPEAL_TIME_LIMIT = 30  # minutes after the official score, unless the organiser says otherwise (Law 92B)


# ---------------------------------------------------------------------------------------------- errors

CaseError = RequestError  # the case store's errors are the store errors of rulings.errors


class LateAppeal(Invalid):
    """Law 92B: the appeal was lodged after the time limit."""


# ---------------------------------------------------------------------------------------------- tables

def _now() -> datetime:
    return datetime.now(UTC)


def _utc(value: datetime) -> datetime:
    """SQLite gives back naive datetimes: they were stored in UTC."""
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


class User(Base):
    __tablename__ = "users"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(200), unique=True)
    role: Mapped[str] = mapped_column(String(20))
    token_salt: Mapped[str] = mapped_column(String(64))
    token_hash: Mapped[str] = mapped_column(String(128))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class Case(Base):
    __tablename__ = "cases"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    created_by: Mapped[str] = mapped_column(String(200))
    tournament: Mapped[str] = mapped_column(String(300))


class CaseVersion(Base):
    __tablename__ = "case_versions"
    __table_args__ = (UniqueConstraint("case_id", "version", name="uq_case_versions_case_version"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    case_id: Mapped[int] = mapped_column(ForeignKey("cases.id"))
    version: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    status: Mapped[str] = mapped_column(String(20))
    data: Mapped[dict[str, Any]] = mapped_column(JSON)


class AuditEntry(Base):
    __tablename__ = "case_audit"
    __table_args__ = (UniqueConstraint("case_id", "version", name="uq_case_audit_case_version"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    case_id: Mapped[int] = mapped_column(ForeignKey("cases.id"))
    version: Mapped[int] = mapped_column(Integer)
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    who: Mapped[str] = mapped_column(String(200))
    role: Mapped[str] = mapped_column(String(20))
    action: Mapped[str] = mapped_column(String(40))
    diff: Mapped[list[dict[str, Any]]] = mapped_column(JSON)


class Amendment(Base):
    __tablename__ = "case_amendments"
    __table_args__ = (UniqueConstraint("case_id", "version", name="uq_case_amendments_case_version"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    case_id: Mapped[int] = mapped_column(ForeignKey("cases.id"))
    version: Mapped[int] = mapped_column(Integer)
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    who: Mapped[str] = mapped_column(String(200))
    reason: Mapped[str] = mapped_column(Text)


# ---------------------------------------------------------------------------------------------- inputs

class _In(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ResultIn(_In):
    """A table result: `{contract, declarer, tricks}`, `{contract: pass}` or `{score}` (NS points); `weight`
    inside a weighted score (Law 12C3)."""

    contract: str | None = None
    declarer: str | None = None
    tricks: int | None = None
    score: int | None = None
    weight: float | None = None


class ScoreIn(_In):
    """An adjusted score: `assigned` (Law 12C2, a result for each side), `weighted` (Law 12C3),
    `artificial` (Law 12C1) or `table` (the result obtained). `field` (the other NS scores, for
    matchpoints) or `other_table` (the NS result at the other table, for IMPs) score it further."""

    kind: Literal["table", "assigned", "weighted", "artificial"]
    result: ResultIn | None = None
    results: list[ResultIn] = Field(default_factory=list)
    offenders: Literal["NS", "EW"] | None = None
    non_offending: ResultIn | list[ResultIn] | None = None
    offending: ResultIn | list[ResultIn] | None = None
    artificial: dict[Literal["ns", "ew"], str] | None = None
    field: list[float] | None = None
    other_table: ResultIn | None = None
    knockout: bool = False


class FindingIn(_In):
    """The director's answer to a judgment question the engine asked (by the law it judges under)."""

    law: str
    answer: str
    note: str = ""


class CaseIn(_In):
    log: dict[str, Any]
    tournament: str = Field(min_length=1)
    session: str | None = None
    board: int | None = Field(default=None, ge=1)
    scoring: Literal["matchpoints", "imps", "total"] = "matchpoints"
    players: dict[Literal["N", "E", "S", "W"], str] = Field(default_factory=dict)
    notes: str = ""


class DirectorIn(_In):
    findings: list[FindingIn] = Field(default_factory=list)
    table_result: ResultIn | None = None
    adjusted: ScoreIn | None = None
    laws: list[str] = Field(default_factory=list)
    statement: str = ""
    announced_at: datetime | None = None


class AppealIn(_In):
    side: Literal["NS", "EW"]
    appellants: list[str] = Field(default_factory=list)
    statement: str = Field(min_length=1)
    lodged_at: datetime | None = None
    score_published_at: datetime | None = None
    time_limit_minutes: int = Field(default=APPEAL_TIME_LIMIT, ge=0)
    committee: list[str] = Field(min_length=1)


class DecisionIn(_In):
    decision: Literal["upheld", "changed", "cancelled"]
    adjusted: ScoreIn | None = None
    laws: list[str] = Field(default_factory=list)
    reasons: str = ""
    deposit_returned: bool | None = None


class AmendIn(_In):
    reason: str = Field(min_length=1)
    changes: dict[str, Any]


def _validate(model: type[BaseModel], data: Any, what: str) -> Any:
    """Validate input; the first problem becomes one line naming the field."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"]) or what
        raise Invalid(f"{what}：字段 {where} — {err['msg']} (field '{where}')") from None


for _model in (ResultIn, ScoreIn, FindingIn, CaseIn, DirectorIn, AppealIn, DecisionIn, AmendIn):
    _model.model_rebuild()


# ---------------------------------------------------------------------------------------------- scoring

def _result(r: ResultIn) -> scoring.ResultLike:
    if r.score is not None:
        return r.score
    if r.contract is not None and r.contract.strip().lower() in ("pass", "p", "passed out", "四家不叫"):
        return 0
    if r.contract is None or r.declarer is None or r.tricks is None:
        raise Invalid("成绩需要 contract、declarer、tricks，或 score — a result needs contract, declarer and "
                      "tricks, or score")
    return scoring.Result.of(r.contract, r.declarer, r.tricks)


def _weighted(results: list[ResultIn], vulnerable: str) -> scoring.WeightedScore:
    if any(r.weight is None for r in results):
        raise Invalid("加权调整分的每个结果都需要 weight（第12条C款3）— every result of a weighted score needs a weight")
    return scoring.weighted_score([(_result(r), float(r.weight or 0)) for r in results], vulnerable)


def _side(value: ResultIn | list[ResultIn] | None, vulnerable: str, what: str
          ) -> scoring.ResultLike | scoring.WeightedScore:
    if value is None:
        raise Invalid(f"指定调整分需要 {what}（第12条C款2）— an assigned score needs {what}")
    return _weighted(value, vulnerable) if isinstance(value, list) else _result(value)


def compute_score(spec: ScoreIn | dict[str, Any], vulnerable: str, form: str) -> dict[str, Any]:
    """Score a table result or an adjusted score (Laws 77, 12C1–3, 78, 86) with `rulings.scoring`."""
    s = spec if isinstance(spec, ScoreIn) else _validate(ScoreIn, spec, "score")
    out: dict[str, Any] = {"kind": s.kind, "input": s.model_dump(exclude_none=True, exclude_defaults=True)}
    out["input"]["kind"] = s.kind
    other = _result(s.other_table) if s.other_table is not None else None
    this: Any
    if s.kind == "table":
        if s.result is None:
            raise Invalid("需要 result — a table score needs 'result'")
        res = _result(s.result)
        ns = res.score(vulnerable).ns if isinstance(res, scoring.Result) else res
        out.update(law="77", ns=ns, ew=-ns, zh=(res.score(vulnerable).zh if isinstance(res, scoring.Result)
                                               else f"南北 {scoring.signed(ns)}"))
        this = res
        if form == "matchpoints" and s.field:
            out["matchpoints"] = scoring.weighted_matchpoints(scoring.WeightedScore(((ns, 1.0),)), s.field).to_dict()
            out["matchpoints"]["law"] = "78A"
    elif s.kind == "weighted":
        if form == "total":
            raise Invalid("总分赛不能使用加权调整分（第12条C款3）— total points cannot express a weighted score")
        w = _weighted(s.results, vulnerable)
        this = w
        out.update(law=w.law, parts=w.to_dict()["parts"], zh=w.zh)  # never weighted total points (12C3)
        if form == "matchpoints" and s.field:
            out["matchpoints"] = scoring.weighted_matchpoints(w, s.field).to_dict()
    elif s.kind == "assigned":
        if s.offenders is None:
            raise Invalid("指定调整分需要 offenders（NS 或 EW）— an assigned score needs the offenders")
        a = scoring.assigned_score(_side(s.non_offending, vulnerable, "non_offending"),
                                   _side(s.offending, vulnerable, "offending"),
                                   offenders=s.offenders, vulnerable=vulnerable)
        this = a
        out.update(a.to_dict(), kind="assigned", zh=a.zh)
    else:
        if not s.artificial:
            raise Invalid("人为调整分需要 artificial: {ns, ew}（第12条C款1）— give artificial: {ns, ew}")
        art_form = "teams" if form == "imps" else "pairs"
        arts = {k: scoring.artificial_score(v, art_form) for k, v in s.artificial.items()}
        out.update(law="12C1", artificial={k: a.to_dict() for k, a in arts.items()},
                   zh="；".join(f"{'南北' if k == 'ns' else '东西'} {a.zh}" for k, a in arts.items()))
        this = scoring.ArtificialTable(s.artificial.get("ns", "average"), s.artificial.get("ew", "average"))
    if form == "imps" and other is not None:
        out["imps"] = scoring.team_imps(this, other, vulnerable=vulnerable, knockout=s.knockout).to_dict()
    return out


# ---------------------------------------------------------------------------------------------- diffs

def json_diff(old: Any, new: Any, path: str = "") -> list[dict[str, Any]]:
    """A JSON-Patch-like diff (`add`, `remove`, `replace` with the old value kept) from old to new."""
    if isinstance(old, dict) and isinstance(new, dict):
        out: list[dict[str, Any]] = []
        for key in sorted(set(old) | set(new), key=str):
            p = f"{path}/{str(key).replace('~', '~0').replace('/', '~1')}"
            if key not in new:
                out.append({"op": "remove", "path": p, "old": old[key]})
            elif key not in old:
                out.append({"op": "add", "path": p, "value": new[key]})
            else:
                out.extend(json_diff(old[key], new[key], p))
        return out
    if isinstance(old, list) and isinstance(new, list) and len(old) == len(new) and old != new:
        return [d for i, (a, b) in enumerate(zip(old, new, strict=True)) for d in json_diff(a, b, f"{path}/{i}")]
    if old == new:
        return []
    return [{"op": "replace", "path": path or "/", "old": old, "value": new}]


# ---------------------------------------------------------------------------------------------- actors

@dataclass(frozen=True)
class Actor:
    """Who acts: a user (by token) or the local administrator (the CLI without a token)."""

    name: str
    role: str
    user_id: int | None = None

    @property
    def is_local(self) -> bool:
        return self.role == "local-admin"


def local_admin() -> Actor:
    """The CLI's local administrator mode: whoever can open the database file acts as administrator,
    recorded in the audit as `local:<login name>`."""
    try:
        login = getpass.getuser()
    except Exception:  # noqa: BLE001 - no login name in some containers
        login = "unknown"
    return Actor(f"local:{login}", "local-admin")


def _hash(salt: str, secret: str) -> str:
    return hashlib.sha256(bytes.fromhex(salt) + secret.encode()).hexdigest()


# ---------------------------------------------------------------------------------------------- views

@dataclass
class CaseView:
    """A case as read: its latest version (`data`), status and every version's audit entry."""

    id: int
    version: int
    status: str
    created_at: datetime
    created_by: str
    data: dict[str, Any]
    audit: list[dict[str, Any]] = field(default_factory=list)
    amendments: list[dict[str, Any]] = field(default_factory=list)

    @property
    def closed(self) -> bool:
        return self.status == "closed"

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "version": self.version, "status": self.status,
                "status_zh": STATUS_ZH.get(self.status, self.status),
                "created_at": self.created_at.isoformat(), "created_by": self.created_by,
                **self.data, "audit": self.audit, "amendments": self.amendments}


def laws_cited(data: dict[str, Any]) -> list[str]:
    """Every law reference a case cites: the engine's citations and the director's and committee's laws."""
    refs: set[str] = set()
    for item in (data.get("ruling") or {}).get("rulings", []):
        refs.update(c["ref"] for c in item.get("citations", []))
        for f in item.get("director_judgments", []):
            refs.add(f["law"])
    for part in ("director", "decision"):
        refs.update((data.get(part) or {}).get("laws", []))
        adj = (data.get(part) or {}).get("adjusted")
        if adj and adj.get("law"):
            refs.add(adj["law"])
    return sorted(refs, key=_ref_key)


def _ref_key(ref: str) -> tuple[int, str]:
    m = re.match(r"\d+", ref)
    return (int(m.group()) if m else 10_000, ref)


def _law_number(ref: str) -> int | None:
    m = re.match(r"\d+", ref)
    return int(m.group()) if m else None


def _clean_refs(refs: list[str]) -> list[str]:
    out = []
    for raw in refs:
        ref = normalise_ref(str(raw).strip().replace("第", "").replace("条", ""))
        if not REF_RE.match(ref):
            raise Invalid(f"规则条文 {raw!r} 无法识别（如 16A、12C2）— {raw!r} is not a law reference")
        out.append(ref)
    return out


def _json_safe(data: Any, what: str) -> Any:
    try:
        return json.loads(json.dumps(data, ensure_ascii=False, default=_iso))
    except (TypeError, ValueError) as exc:
        raise Invalid(f"{what} 不是JSON数据：{exc} — {what} is not JSON data") from None


def _iso(value: Any) -> str:
    if isinstance(value, datetime | date):
        return value.isoformat()
    raise TypeError(f"{type(value).__name__} is not JSON data")


# ---------------------------------------------------------------------------------------------- store

class CaseStore:
    """The repository: every read and write of users and cases; each write is one transaction."""

    def __init__(self, url: str | None = None) -> None:
        self.engine = get_engine(url)

    # ---- users

    def add_user(self, name: str, role: str) -> tuple[Actor, str]:
        """Create a user; returns the actor and the token (shown once, stored as salted SHA-256)."""
        name = name.strip()
        if not name:
            raise Invalid("用户名不能为空 — the user name is empty")
        if role not in ROLES:
            raise Invalid(f"角色必须是 {' | '.join(ROLES)}，不是 {role!r} — unknown role {role!r}")
        secret, salt = secrets.token_urlsafe(32), secrets.token_hex(16)
        try:
            with session_scope(self.engine) as s:
                user = User(name=name, role=role, token_salt=salt, token_hash=_hash(salt, secret),
                            created_at=_now())
                s.add(user)
                s.flush()
                uid = user.id
        except IntegrityError:
            raise Conflict(f"用户 {name!r} 已存在 — user {name!r} already exists") from None
        return Actor(name, role, uid), f"rk_{uid}_{secret}"

    def authenticate(self, token: str | None) -> Actor:
        """The user a token belongs to; 401 when missing or wrong."""
        m = re.fullmatch(r"rk_(\d+)_([A-Za-z0-9_\-]+)", (token or "").strip())
        if not m:
            raise Unauthorized("需要有效的令牌（Authorization: Bearer …）— a valid token is required")
        with session_scope(self.engine) as s:
            user = s.get(User, int(m.group(1)))
            if user is None or not hmac.compare_digest(user.token_hash, _hash(user.token_salt, m.group(2))):
                raise Unauthorized("令牌无效 — invalid token")
            return Actor(user.name, user.role, user.id)

    def users(self) -> list[dict[str, Any]]:
        with session_scope(self.engine) as s:
            return [{"id": u.id, "name": u.name, "role": u.role} for u in s.scalars(select(User).order_by(User.id))]

    def _committee_users(self, s: Session, names: list[str]) -> list[str]:
        out = []
        for name in names:
            user = s.scalars(select(User).where(User.name == name)).first()
            if user is None or user.role != "committee":
                raise Invalid(f"{name!r} 不是仲裁委员会成员用户 — {name!r} is not a committee user")
            out.append(name)
        if len(set(out)) != len(out):
            raise Invalid("仲裁委员重复 — a committee member is named twice")
        return out

    # ---- reading

    def _latest(self, s: Session, case_id: int) -> CaseVersion:
        row = s.scalars(select(CaseVersion).where(CaseVersion.case_id == case_id)
                        .order_by(CaseVersion.version.desc()).limit(1)).first()
        if row is None:
            raise NotFound(f"案例 {case_id} 不存在 — no case {case_id}")
        return row

    def _view(self, s: Session, case_id: int) -> CaseView:
        case = s.get(Case, case_id)
        if case is None:
            raise NotFound(f"案例 {case_id} 不存在 — no case {case_id}")
        head = self._latest(s, case_id)
        audit = [{"version": a.version, "at": _utc(a.at).isoformat(), "who": a.who, "role": a.role,
                  "action": a.action, "diff": a.diff}
                 for a in s.scalars(select(AuditEntry).where(AuditEntry.case_id == case_id)
                                    .order_by(AuditEntry.version))]
        amendments = [{"version": a.version, "at": _utc(a.at).isoformat(), "who": a.who, "reason": a.reason}
                      for a in s.scalars(select(Amendment).where(Amendment.case_id == case_id)
                                         .order_by(Amendment.version))]
        return CaseView(case.id, head.version, head.status, _utc(case.created_at), case.created_by,
                        copy.deepcopy(head.data), audit, amendments)

    def _may_read(self, actor: Actor, view: CaseView) -> bool:
        if view.closed or actor.role in ("director", "admin", "local-admin"):
            return True
        return actor.name in (view.data.get("committee") or {}).get("members", [])

    def get(self, actor: Actor, case_id: int) -> CaseView:
        """A case (latest version) if the actor may read it."""
        with session_scope(self.engine) as s:
            view = self._view(s, case_id)
        if not self._may_read(actor, view):
            raise Forbidden("只有裁判、管理员和本案仲裁委员可以查看未结案例 — only directors, administrators "
                            "and this case's committee may read an open case")
        return view

    def version(self, actor: Actor, case_id: int, version: int) -> dict[str, Any]:
        """An earlier version of a case, as it was."""
        self.get(actor, case_id)
        with session_scope(self.engine) as s:
            row = s.scalars(select(CaseVersion).where(CaseVersion.case_id == case_id,
                                                      CaseVersion.version == version)).first()
            if row is None:
                raise NotFound(f"案例 {case_id} 没有第 {version} 版 — case {case_id} has no version {version}")
            return copy.deepcopy(row.data)

    def list_cases(self, actor: Actor) -> list[CaseView]:
        """Every case the actor may read, newest first."""
        with session_scope(self.engine) as s:
            ids = list(s.scalars(select(Case.id).order_by(Case.id.desc())))
            views = [self._view(s, i) for i in ids]
        return [v for v in views if self._may_read(actor, v)]

    def casebook(self, actor: Actor, *, law: str | int | None = None, since: date | str | None = None,
                 decision: str | None = None) -> list[CaseView]:
        """Closed cases (the committees' decisions), filtered by law cited, decision date and decision."""
        since_d = _date(since) if since is not None else None
        want_law = None
        if law is not None and str(law).strip():
            want_law = _law_number(str(law).strip().replace("第", ""))
            if want_law is None:
                raise Invalid(f"规则编号 {law!r} 无法识别 — {law!r} is not a law number")
        if decision is not None and decision not in DECISIONS:
            raise Invalid(f"决定必须是 {' | '.join(DECISIONS)} — decision must be one of {', '.join(DECISIONS)}")
        with session_scope(self.engine) as s:
            latest = (select(CaseVersion.case_id, func.max(CaseVersion.version).label("v"))
                      .group_by(CaseVersion.case_id).subquery())
            rows = s.scalars(select(CaseVersion).join(
                latest, (CaseVersion.case_id == latest.c.case_id) & (CaseVersion.version == latest.c.v))
                .where(CaseVersion.status == "closed").order_by(CaseVersion.case_id))
            ids = [r.case_id for r in rows]
            views = [self._view(s, i) for i in ids]
        out = []
        for v in views:
            dec = v.data.get("decision") or {}
            if want_law is not None and want_law not in {_law_number(r) for r in v.data.get("laws_cited", [])}:
                continue
            if since_d is not None and datetime.fromisoformat(dec["at"]).date() < since_d:
                continue
            if decision is not None and dec.get("decision") != decision:
                continue
            out.append(v)
        return out

    # ---- writing

    def _append(self, s: Session, case_id: int, base: CaseVersion, data: dict[str, Any], status: str,
                actor: Actor, action: str, now: datetime | None = None) -> int:
        data["laws_cited"] = laws_cited(data)
        diff = json_diff(base.data, data)
        if base.status != status:
            diff.insert(0, {"op": "replace", "path": "/@status", "old": base.status, "value": status})
        version = base.version + 1
        now = now or _now()
        s.add(CaseVersion(case_id=case_id, version=version, created_at=now, status=status, data=data))
        s.flush()
        s.add(AuditEntry(case_id=case_id, version=version, at=now, who=actor.name, role=actor.role,
                         action=action, diff=diff))
        return version

    def _write(self, actor: Actor, case_id: int, action: str, change: Any) -> CaseView:
        """Read the latest version, let `change(data, status, session)` produce the next, append it."""
        try:
            with session_scope(self.engine) as s:
                base = self._latest(s, case_id)
                data = copy.deepcopy(base.data)
                result = change(data, base.status, s)
                now = _now()
                self._append(s, case_id, base, data, result["status"], actor, action, now)
                if "reason" in result:
                    s.add(Amendment(case_id=case_id, version=base.version + 1, at=now, who=actor.name,
                                    reason=result["reason"]))
        except IntegrityError:
            raise Conflict(f"案例 {case_id} 同时被他人修改，请重试 — case {case_id} changed meanwhile; retry") from None
        with session_scope(self.engine) as s:
            return self._view(s, case_id)

    def create_case(self, actor: Actor, payload: dict[str, Any] | CaseIn, *, ruler: Ruler | None = None) -> CaseView:
        """File a case (directors and administrators): the log is validated and ruled on at once."""
        _require(actor, ("director", "admin"), "立案 — filing a case")
        c = payload if isinstance(payload, CaseIn) else _validate(CaseIn, payload, "案例")
        log_data = _json_safe(c.log, "log")
        ruling = _rule(log_data, ruler)
        if c.board is None and log_data.get("board") is not None:
            c.board = log_data["board"]
        data: dict[str, Any] = {
            "tournament": c.tournament, "session": c.session, "board": c.board, "scoring": c.scoring,
            "players": dict(c.players), "log": log_data, "ruling": ruling,
            "lawbook_version": (ruling.get("lawbook") or {}).get("version"),
            "director": None, "appeal": None, "committee": None, "decision": None,
            "notes": [{"by": actor.name, "text": c.notes}] if c.notes else [],
        }
        data["laws_cited"] = laws_cited(data)
        now = _now()
        with session_scope(self.engine) as s:
            case = Case(created_at=now, created_by=actor.name, tournament=c.tournament)
            s.add(case)
            s.flush()
            s.add(CaseVersion(case_id=case.id, version=1, created_at=now, status="filed", data=data))
            s.flush()
            s.add(AuditEntry(case_id=case.id, version=1, at=now, who=actor.name, role=actor.role,
                             action="create", diff=json_diff({}, data)))
            case_id = case.id
        with session_scope(self.engine) as s:
            return self._view(s, case_id)

    def record_director(self, actor: Actor, case_id: int, payload: dict[str, Any] | DirectorIn) -> CaseView:
        """The director's findings on the judgment questions and the ruling given (Laws 12C, 81–85)."""
        _require(actor, ("director",), "记录裁判裁决 — recording the director's ruling")
        d = payload if isinstance(payload, DirectorIn) else _validate(DirectorIn, payload, "裁判裁决")

        def change(data: dict[str, Any], status: str, _s: Session) -> dict[str, Any]:
            _open(case_id, status)
            if status == "appealed":
                raise Conflict("已申诉的案例由仲裁委员会决定，裁判不能再改裁决 — the case is under appeal")
            vul = data["ruling"].get("vulnerable") or "none"
            asked = {j["law"] for item in data["ruling"].get("rulings", []) for j in item.get("director_judgments", [])}
            findings = []
            for f in d.findings:
                law = _clean_refs([f.law])[0]
                if asked and law not in asked:
                    raise Invalid(f"引擎未就第{law}条提出判断问题（可答：{'、'.join(sorted(asked))}）"
                                  f" — the engine asked no question under Law {law}")
                findings.append({"law": law, "answer": f.answer, "note": f.note})
            director: dict[str, Any] = {
                "by": actor.name, "at": _now().isoformat(),
                "announced_at": (_aware(d.announced_at) or _now()).isoformat(),
                "findings": findings, "laws": _clean_refs(d.laws), "statement": d.statement,
                "table_result": (compute_score({"kind": "table", "result": d.table_result.model_dump()}, vul,
                                               data["scoring"]) if d.table_result else None),
                "adjusted": compute_score(d.adjusted, vul, data["scoring"]) if d.adjusted else None,
            }
            data["director"] = director
            return {"status": "ruled"}

        return self._write(actor, case_id, "director_ruling", change)

    def lodge_appeal(self, actor: Actor, case_id: int, payload: dict[str, Any] | AppealIn) -> CaseView:
        """Law 92: an appeal through the director, within the organiser's time limit (92B: 30 minutes
        after the official score unless the organiser says otherwise); the committee is named (Law 93)."""
        _require(actor, ("director", "admin"), "登记申诉 — lodging an appeal")
        a = payload if isinstance(payload, AppealIn) else _validate(AppealIn, payload, "申诉")

        def change(data: dict[str, Any], status: str, s: Session) -> dict[str, Any]:
            _open(case_id, status)
            if data.get("director") is None:
                raise Conflict("裁判尚未裁决，不能申诉（第92条A款）— there is no director's ruling to appeal (Law 92A)")
            if status == "appealed":
                raise Conflict("本案已有申诉 — the case is already under appeal")
            lodged = _aware(a.lodged_at) or _now()
            published = _aware(a.score_published_at) or datetime.fromisoformat(data["director"]["announced_at"])
            deadline = published + timedelta(minutes=a.time_limit_minutes)
            if lodged > deadline:
                late = int((lodged - deadline).total_seconds() // 60)
                raise LateAppeal(f"申诉逾期：时限为正式成绩公布后{a.time_limit_minutes}分钟（截止 {deadline.isoformat()}），"
                                 f"逾期{late}分钟，不予受理（第92条B款）— late appeal: the time limit of "
                                 f"{a.time_limit_minutes} minutes ended at {deadline.isoformat()} (Law 92B)")
            data["appeal"] = {"side": a.side, "appellants": a.appellants, "statement": a.statement,
                              "lodged_at": lodged.isoformat(), "score_published_at": published.isoformat(),
                              "time_limit_minutes": a.time_limit_minutes, "deadline": deadline.isoformat(),
                              "recorded_by": actor.name}
            data["committee"] = {"members": self._committee_users(s, a.committee)}
            return {"status": "appealed"}

        return self._write(actor, case_id, "appeal", change)

    def record_decision(self, actor: Actor, case_id: int, payload: dict[str, Any] | DecisionIn) -> CaseView:
        """Law 93: the committee's decision (upheld | changed | cancelled) with the adjusted score it
        assigns (12C2 assigned / 12C3 weighted); only a member of THIS case's committee records it, and
        it closes the case."""
        if actor.role not in ("committee", "local-admin"):
            raise Forbidden(f"只有本案仲裁委员可以记录决定（你是{ROLE_ZH.get(actor.role, actor.role)}）"
                            f" — only this case's committee members record its decision")
        dec = payload if isinstance(payload, DecisionIn) else _validate(DecisionIn, payload, "仲裁决定")

        def change(data: dict[str, Any], status: str, _s: Session) -> dict[str, Any]:
            _open(case_id, status)
            members = (data.get("committee") or {}).get("members", [])
            if not actor.is_local and actor.name not in members:
                raise Forbidden(f"{actor.name} 不是本案仲裁委员 — {actor.name} is not on this case's committee")
            if status != "appealed":
                raise Conflict("本案没有待决的申诉 — the case has no appeal to decide")
            vul = data["ruling"].get("vulnerable") or "none"
            if dec.decision == "changed" and dec.adjusted is None:
                raise Invalid("改变原裁决须给出调整分（adjusted）— a changed ruling needs the adjusted score")
            director = data["director"]
            if dec.adjusted is not None:
                score = compute_score(dec.adjusted, vul, data["scoring"])
            elif dec.decision == "upheld":
                score = director.get("adjusted") or director.get("table_result")
            else:  # cancelled: the table result stands
                score = director.get("table_result")
            data["decision"] = {"decision": dec.decision, "decision_zh": DECISION_ZH[dec.decision],
                                "by": actor.name, "members": members, "at": _now().isoformat(),
                                "laws": _clean_refs(dec.laws), "reasons": dec.reasons,
                                "adjusted": compute_score(dec.adjusted, vul, data["scoring"]) if dec.adjusted else None,
                                "score": score, "deposit_returned": dec.deposit_returned}
            return {"status": "closed"}

        return self._write(actor, case_id, "decision", change)

    def add_note(self, actor: Actor, case_id: int, text: str) -> CaseView:
        """A note on an open case (anyone who may read it and is not only a reader)."""
        _require(actor, ("director", "committee", "admin"), "添加备注 — adding a note")

        def change(data: dict[str, Any], status: str, _s: Session) -> dict[str, Any]:
            _open(case_id, status)
            data.setdefault("notes", []).append({"by": actor.name, "at": _now().isoformat(), "text": text})
            return {"status": status}

        self.get(actor, case_id)
        return self._write(actor, case_id, "note", change)

    def amend(self, actor: Actor, case_id: int, payload: dict[str, Any] | AmendIn) -> CaseView:
        """Amend a closed case (administrators, and the case's committee for its decision): a new version
        with an audit entry and the reason; the closed version stays as it was."""
        am = payload if isinstance(payload, AmendIn) else _validate(AmendIn, payload, "修正")
        allowed = {"notes", "decision", "players", "session", "tournament", "director"}

        def change(data: dict[str, Any], status: str, _s: Session) -> dict[str, Any]:
            if status != "closed":
                raise Conflict("只有已结案例需要修正；未结案例请直接修改 — only a closed case is amended")
            members = (data.get("committee") or {}).get("members", [])
            if not (actor.role in ("admin", "local-admin") or (actor.role == "committee" and actor.name in members)):
                raise Forbidden("只有管理员或本案仲裁委员可以修正已结案例 — only an administrator or this case's "
                                "committee may amend a closed case")
            bad = sorted(set(am.changes) - allowed)
            if bad:
                raise Invalid(f"不能修正字段 {bad[0]!r}（可修正：{', '.join(sorted(allowed))}）— field {bad[0]!r} "
                              "cannot be amended")
            for key, value in am.changes.items():
                if isinstance(value, dict) and isinstance(data.get(key), dict):
                    data[key] = {**data[key], **_json_safe(value, key)}
                else:
                    data[key] = _json_safe(value, key)
            return {"status": "closed", "reason": am.reason}

        return self._write(actor, case_id, "amend", change)

    def rerun(self, actor: Actor, case_id: int, log: dict[str, Any], *, save: bool = False,
              ruler: Ruler | None = None) -> dict[str, Any]:
        """Re-run the engine on an amended log: both rulings side by side; with `save` (a director, open
        case) the amended log and its ruling become the case's next version."""
        view = self.get(actor, case_id)
        log_data = _json_safe(log, "log")
        amended = _rule(log_data, ruler)
        original = view.data["ruling"]
        out = {"case": case_id, "version": view.version, "original": original, "amended": amended,
               "same": _core(original) == _core(amended),
               "changes": json_diff(_core(original), _core(amended)), "saved": False}
        if save:
            _require(actor, ("director",), "保存重新裁决 — saving a re-run")

            def change(data: dict[str, Any], status: str, _s: Session) -> dict[str, Any]:
                _open(case_id, status)
                data["log"], data["ruling"] = log_data, amended
                data["lawbook_version"] = (amended.get("lawbook") or {}).get("version")
                return {"status": status}

            out["version"] = self._write(actor, case_id, "rerun", change).version
            out["saved"] = True
        return out


def _core(ruling: dict[str, Any]) -> dict[str, Any]:
    """What a ruling says, without the engine's fact ids (`fid`), which differ from one run to the next."""
    def strip(x: Any) -> Any:
        if isinstance(x, dict):
            return {k: strip(v) for k, v in x.items() if k != "fid"}
        if isinstance(x, list):
            return [strip(v) for v in x]
        return x
    return strip({"rulings": ruling.get("rulings", []), "state": ruling.get("state", {})})


def _require(actor: Actor, roles: tuple[str, ...], what: str) -> None:
    if actor.role != "local-admin" and actor.role not in roles:
        names = "、".join(ROLE_ZH[r] for r in roles)
        raise Forbidden(f"{what}需要{names}权限（你是{ROLE_ZH.get(actor.role, actor.role)}）"
                        f" — requires role {' or '.join(roles)}, not {actor.role}")


def _open(case_id: int, status: str) -> None:
    if status == "closed":
        raise Conflict(f"案例 {case_id} 已结案，不能修改，只能修正（amend）— case {case_id} is closed: "
                       "it cannot be edited, only amended")


def _aware(value: datetime | None) -> datetime | None:
    if value is None:
        return None
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


def _date(value: date | str) -> date:
    if isinstance(value, date):
        return value
    try:
        return date.fromisoformat(str(value).strip())
    except ValueError:
        raise Invalid(f"日期 {value!r} 应写作 YYYY-MM-DD — date {value!r} must be YYYY-MM-DD") from None


_rule_lock = threading.Lock()


def rule_in_process(log_data: dict[str, Any]) -> dict[str, Any]:
    """`rulings.ruling.rule` in this process, one ruling at a time (durable-rules is not thread-safe)."""
    from rulings.ruling import rule

    with _rule_lock:
        return rule(parse_log(log_data, source="log"))


def _rule(log_data: dict[str, Any], ruler: Ruler | None = None) -> dict[str, Any]:
    """The engine's ruling on a log, exactly as `rulings.ruling.rule` produces it (the log validated by
    `parse_log` first, so a bad log is a one-line error naming event and field)."""
    parse_log(log_data, source="log")
    return _json_safe((ruler or rule_in_process)(log_data), "ruling")
