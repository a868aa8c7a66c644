"""The case file of a ruling and its appeal: the workflow from filing to the committee's decision
(Laws 12C, 81–85, 92, 93), on an append-only record.

A case holds what a director and an appeals committee need: the tournament, session, board, form of
scoring, form of contest (pairs, individual or teams: the artificial scores of Laws 86A, 88 and 89 follow
from it; a case filed before it was recorded reads as pairs, or teams with IMPs) and the players' seats; the event log (validated by `rulings.log.parse_log`); the engine's
ruling exactly as `rulings.ruling.rule` produced it, with the lawbook version; the director's findings
on the judgment questions and the ruling given at the table (the table result and any adjusted score,
Law 12C); the appeal (Law 92: who appeals, the statement, when it was lodged and the organiser's time
limit — 30 minutes after the official score unless the organiser says otherwise, Law 92B; a late
appeal is refused); the committee (Law 93) and its decision (upheld | changed | cancelled) with the
adjusted score it assigns (Law 12C2 assigned or 12C3 weighted, scored by `rulings.store.scores`);
notes.

Nothing is overwritten. Each change appends a new version of the case and one audit entry (who, role,
when, what, a JSON diff: `rulings.store.history`); the current state is the latest version. The
database refuses UPDATE and DELETE on these tables and a version out of order (`rulings.store.tables`).
A closed case (one with a committee decision) cannot be edited, only amended (`amend`): a new version,
its audit entry and a row with the reason; an amendment is validated as the original step was, its
scores are recomputed, and it is signed by the user who makes it.

The parts live in modules named after them: `tables` (the schema), `inputs` (what may be written),
`users` (who acts: tokens, roles, revocation), `scores` (adjusted scores), `history` (diffs and laws
cited), `printable` (the printed case). This module is the workflow; it re-exports the names its
callers use.

Roles: director (files cases, records rulings and appeals), committee (records the decision of a case
whose committee it sits on), admin (creates users, lodges appeals, amends, revokes tokens). Anyone
with a token reads a closed case; an open case is read by directors, admins and its committee.
"""

from __future__ import annotations

import copy
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from rulings.errors import Conflict, Forbidden, Invalid, NotFound, RequestError, Unauthorized
from rulings.log import parse_log
from rulings.store.db import get_engine, session_scope
from rulings.store.history import clean_ref, clean_refs, json_diff, json_safe, law_number, laws_cited
from rulings.store.inputs import (
    APPEAL_TIME_LIMIT,
    CONTEST_FORM_ZH,
    CONTEST_FORMS,
    DECISION_ZH,
    DECISIONS,
    ROLE_ZH,
    ROLES,
    SCORING_FORMS,
    STATUS_ZH,
    AmendIn,
    AppealIn,
    CaseIn,
    DecisionIn,
    DirectorIn,
    validate,
)
from rulings.store.scores import case_form, check_form, compute_score
from rulings.store.tables import MAX_ID, Amendment, AuditEntry, Case, CaseVersion, _now, _utc, in_range
from rulings.store.users import Actor, Users, local_admin

__all__ = ["APPEAL_TIME_LIMIT", "CONTEST_FORMS", "CONTEST_FORM_ZH", "DECISIONS", "DECISION_ZH", "MAX_ID", "ROLES", "ROLE_ZH", "SCORING_FORMS",
           "STATUS_ZH", "Actor", "CaseError", "CaseStore", "CaseView", "Conflict", "Forbidden", "Invalid",
           "LateAppeal", "NotFound", "Ruler", "Unauthorized", "case_form", "compute_score", "json_diff", "laws_cited",
           "local_admin", "rule_in_process"]

Ruler = Callable[[dict[str, Any]], dict[str, Any]]  # a log (plain data) in, the ruling JSON out
CaseError = RequestError  # the case store's errors are the store errors of rulings.errors


class LateAppeal(Invalid):
    """Law 92B: the appeal was lodged after the time limit."""


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



# ---------------------------------------------------------------------------------------------- store

class CaseStore:
    """The repository: every read and write of users and cases; each write is one transaction."""

    def __init__(self, url: str | None = None) -> None:
        self.engine = get_engine(url)
        self._users = Users(self.engine)

    # ---- users (rulings.store.users)

    def add_user(self, name: str, role: str) -> tuple[Actor, str]:
        """Create a user; returns the actor and the token (shown once, stored as salted SHA-256)."""
        return self._users.add(name, role)

    def authenticate(self, token: str | None) -> Actor:
        """The user a token belongs to; 401 when missing, wrong or revoked."""
        return self._users.authenticate(token)

    def users(self) -> list[dict[str, Any]]:
        return self._users.list()

    def revoke_user(self, actor: Actor, name: str) -> dict[str, Any]:
        """Revoke a user's token at once (administrators)."""
        return self._users.revoke(actor, name)

    def rotate_user(self, actor: Actor, name: str) -> tuple[dict[str, Any], str]:
        """Give a user a new token, refusing the old one at once (administrators)."""
        return self._users.rotate(actor, name)

    def user_events(self, name: str | None = None) -> list[dict[str, Any]]:
        """Every creation, role change, rotation and revocation, as the database recorded it."""
        return self._users.events(name)

    # ---- reading

    def _latest(self, s: Session, case_id: int) -> CaseVersion:
        if not in_range(case_id):
            raise NotFound(f"案例 {case_id} 不存在 — no case {case_id}")
        row = s.scalars(select(CaseVersion).where(CaseVersion.case_id == case_id)
                        .order_by(CaseVersion.version.desc()).limit(1)).first()
        if row is None:
            raise NotFound(f"案例 {case_id} 不存在 — no case {case_id}")
        return row

    def _view(self, s: Session, case_id: int) -> CaseView:
        case = s.get(Case, case_id) if in_range(case_id) else None
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
        if not in_range(version):
            raise NotFound(f"案例 {case_id} 没有第 {version} 版 — case {case_id} has no version {version}")
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

    def page(self, actor: Actor, offset: int = 0, limit: int = 50) -> dict[str, Any]:
        """One page of the cases the actor may read, newest first, with how many there are in all:
        `{"total", "offset", "limit", "cases": [{id, version, status, tournament, session, board,
        laws_cited}]}`. Only the latest versions are read (no audit trail), in one query."""
        latest = (select(CaseVersion.case_id, func.max(CaseVersion.version).label("v"))
                  .group_by(CaseVersion.case_id).subquery())
        head = (select(CaseVersion).join(latest, (CaseVersion.case_id == latest.c.case_id)
                                         & (CaseVersion.version == latest.c.v))
                .order_by(CaseVersion.case_id.desc()))
        sees_all = actor.role in ("director", "admin", "local-admin")
        with session_scope(self.engine) as s:
            if sees_all:
                total = s.scalar(select(func.count()).select_from(latest)) or 0
                rows = list(s.scalars(head.offset(offset).limit(limit)))
            else:
                readable = [r for r in s.scalars(head) if r.status == "closed"
                            or actor.name in (r.data.get("committee") or {}).get("members", [])]
                total, rows = len(readable), readable[offset:offset + limit]
            items = [{"id": r.case_id, "version": r.version, "status": r.status,
                      **{k: r.data.get(k) for k in ("tournament", "session", "board", "laws_cited")}} for r in rows]
        return {"total": total, "offset": offset, "limit": limit, "cases": items}

    def casebook(self, actor: Actor, *, law: str | int | None = None, since: date | str | None = None,
                 decision: str | None = None) -> list[CaseView]:
        """Closed cases (the committees' decisions), filtered by law cited, decision date and decision."""
        since_d = _date(since) if since is not None else None
        want_law = None
        if law is not None and str(law).strip():
            want_law = law_number(str(law).strip().replace("第", ""))
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
            if want_law is not None and want_law not in {law_number(r) for r in v.data.get("laws_cited", [])}:
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
        c = payload if isinstance(payload, CaseIn) else validate(CaseIn, payload, "案例")
        log_data = json_safe(c.log, "log")
        ruling = _rule(log_data, ruler)
        if c.board is None and log_data.get("board") is not None:
            c.board = log_data["board"]
        form = c.form or ("teams" if c.scoring == "imps" else "pairs")
        check_form(form, c.scoring)
        data: dict[str, Any] = {
            "tournament": c.tournament, "session": c.session, "board": c.board, "scoring": c.scoring, "form": form,
            "players": dict(c.players), "log": log_data, "ruling": ruling,
            "lawbook_version": (ruling.get("lawbook") or {}).get("version"),
            "director": None, "appeal": None, "committee": None, "decision": None,
            "notes": [{"by": actor.name, "text": c.notes}] if c.notes else [],
        }
        data["laws_cited"] = laws_cited(data)
        now = _now()
        with session_scope(self.engine) as s:
            case = Case(created_at=now, created_by=actor.name, tournament=c.tournament, form=form)
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
        d = payload if isinstance(payload, DirectorIn) else validate(DirectorIn, payload, "裁判裁决")

        def change(data: dict[str, Any], status: str, _s: Session) -> dict[str, Any]:
            _open(case_id, status)
            if status == "appealed":
                raise Conflict("已申诉的案例由仲裁委员会决定，裁判不能再改裁决 — the case is under appeal")
            data["director"] = _director_part(d, data, actor)
            return {"status": "ruled"}

        return self._write(actor, case_id, "director_ruling", change)

    def lodge_appeal(self, actor: Actor, case_id: int, payload: dict[str, Any] | AppealIn) -> CaseView:
        """Law 92: an appeal through the director, within the organiser's time limit (92B: 30 minutes
        after the official score unless the organiser says otherwise); the committee is named (Law 93)."""
        _require(actor, ("director", "admin"), "登记申诉 — lodging an appeal")
        a = payload if isinstance(payload, AppealIn) else validate(AppealIn, payload, "申诉")

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
            data["committee"] = {"members": self._users.committee(s, a.committee)}
            return {"status": "appealed"}

        return self._write(actor, case_id, "appeal", change)

    def record_decision(self, actor: Actor, case_id: int, payload: dict[str, Any] | DecisionIn) -> CaseView:
        """Law 93: the committee's decision (upheld | changed | cancelled) with the adjusted score it
        assigns (12C2 assigned / 12C3 weighted); only a member of THIS case's committee records it, and
        it closes the case."""
        if actor.role not in ("committee", "local-admin"):
            raise Forbidden(f"只有本案仲裁委员可以记录决定（你是{ROLE_ZH.get(actor.role, actor.role)}）"
                            f" — only this case's committee members record its decision")
        dec = payload if isinstance(payload, DecisionIn) else validate(DecisionIn, payload, "仲裁决定")

        def change(data: dict[str, Any], status: str, _s: Session) -> dict[str, Any]:
            _open(case_id, status)
            members = (data.get("committee") or {}).get("members", [])
            if not actor.is_local and actor.name not in members:
                raise Forbidden(f"{actor.name} 不是本案仲裁委员 — {actor.name} is not on this case's committee")
            if status != "appealed":
                raise Conflict("本案没有待决的申诉 — the case has no appeal to decide")
            data["decision"] = _decision_part(dec, data, actor, members)
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
        with an audit entry and the reason; the closed version stays as it was. Each part is validated
        as when it was first recorded and its scores recomputed (a decision and its adjusted score
        cannot disagree); `by` is always the user who amends, never a name from the request."""
        am = payload if isinstance(payload, AmendIn) else validate(AmendIn, payload, "修正")
        given = am.changes.model_dump(exclude_unset=True)
        if not given:
            raise Invalid("修正需要 changes 中至少一项 — an amendment changes at least one field (field 'changes')")

        def change(data: dict[str, Any], status: str, _s: Session) -> dict[str, Any]:
            if status != "closed":
                raise Conflict("只有已结案例需要修正；未结案例请直接修改 — only a closed case is amended")
            members = (data.get("committee") or {}).get("members", [])
            if not (actor.role in ("admin", "local-admin") or (actor.role == "committee" and actor.name in members)):
                raise Forbidden("只有管理员或本案仲裁委员可以修正已结案例 — only an administrator or this case's "
                                "committee may amend a closed case")
            ch = am.changes
            if ch.director is not None:
                merged = {**_director_input(data.get("director")), **ch.director.model_dump(exclude_unset=True)}
                director = validate(DirectorIn, merged, "修正裁判裁决 changes.director")
                data["director"] = {**_director_part(director, data, actor),
                                    "announced_at": (data.get("director") or {}).get("announced_at")
                                    or _now().isoformat()}
            if ch.decision is not None:
                merged = {**_decision_input(data.get("decision")), **ch.decision.model_dump(exclude_unset=True)}
                decision = validate(DecisionIn, merged, "修正仲裁决定 changes.decision")
                data["decision"] = _decision_part(decision, data, actor, members)
            for key in ("players", "session", "tournament"):
                if key in given:
                    data[key] = json_safe(getattr(ch, key), key)
            if ch.notes is not None:
                data.setdefault("notes", []).append({"by": actor.name, "at": _now().isoformat(), "text": ch.notes})
            return {"status": "closed", "reason": am.reason}

        return self._write(actor, case_id, "amend", change)

    def rerun(self, actor: Actor, case_id: int, log: dict[str, Any], *, save: bool = False,
              ruler: Ruler | None = None) -> dict[str, Any]:
        """Re-run the engine on an amended log: both rulings side by side; with `save` (a director, open
        case) the amended log and its ruling become the case's next version."""
        view = self.get(actor, case_id)
        log_data = json_safe(log, "log")
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


def _director_part(d: DirectorIn, data: dict[str, Any], actor: Actor) -> dict[str, Any]:
    """The director's ruling as stored (Laws 12C, 81–85): findings only on the questions the engine
    asked, law references checked, the table result and the adjusted score scored."""
    vul = data["ruling"].get("vulnerable") or "none"
    asked = {j["law"] for item in data["ruling"].get("rulings", []) for j in item.get("director_judgments", [])}
    findings = []
    for n, f in enumerate(d.findings):
        law = clean_ref(f.law, f"findings.{n}.law")
        if asked and law not in asked:
            raise Invalid(f"引擎未就第{law}条提出判断问题（可答：{'、'.join(sorted(asked))}）"
                          f" — the engine asked no question under Law {law}")
        findings.append({"law": law, "answer": f.answer, "note": f.note})
    return {
        "by": actor.name, "at": _now().isoformat(),
        "announced_at": (_aware(d.announced_at) or _now()).isoformat(),
        "findings": findings, "laws": clean_refs(d.laws), "statement": d.statement,
        "table_result": (compute_score({"kind": "table", "result": d.table_result.model_dump()}, vul,
                                       data["scoring"], case_form(data), data.get("players"))
                         if d.table_result else None),
        "adjusted": (compute_score(d.adjusted, vul, data["scoring"], case_form(data), data.get("players"))
                     if d.adjusted else None),
    }


def _decision_part(dec: DecisionIn, data: dict[str, Any], actor: Actor, members: list[str]) -> dict[str, Any]:
    """The committee's decision as stored (Law 93): a changed ruling needs its adjusted score; the
    score follows from the decision (changed: the new score; upheld: the director's; cancelled: the
    table result), computed here, never taken from the request."""
    vul = data["ruling"].get("vulnerable") or "none"
    if dec.decision == "changed" and dec.adjusted is None:
        raise Invalid("改变原裁决须给出调整分（adjusted）— a changed ruling needs the adjusted score (field 'adjusted')")
    director = data.get("director") or {}
    adjusted = (compute_score(dec.adjusted, vul, data["scoring"], case_form(data), data.get("players"))
                if dec.adjusted is not None else None)
    score: dict[str, Any] | None
    if adjusted is not None:
        score = adjusted
    elif dec.decision == "upheld":
        score = director.get("adjusted") or director.get("table_result")
    else:  # cancelled: the table result stands
        score = director.get("table_result")
    return {"decision": dec.decision, "decision_zh": DECISION_ZH[dec.decision], "by": actor.name,
            "members": members, "at": _now().isoformat(), "laws": clean_refs(dec.laws), "reasons": dec.reasons,
            "adjusted": adjusted, "score": score, "deposit_returned": dec.deposit_returned}


def _decision_input(stored: dict[str, Any] | None) -> dict[str, Any]:
    """The request a stored decision was made from (its adjusted score as it was given)."""
    d = stored or {}
    out = {k: d[k] for k in ("decision", "laws", "reasons", "deposit_returned") if d.get(k) is not None}
    if (d.get("adjusted") or {}).get("input"):
        out["adjusted"] = d["adjusted"]["input"]
    return out


def _director_input(stored: dict[str, Any] | None) -> dict[str, Any]:
    """The request a stored director's ruling was made from."""
    d = stored or {}
    out: dict[str, Any] = {k: d[k] for k in ("laws", "statement") if d.get(k) is not None}
    out["findings"] = [{k: f[k] for k in ("law", "answer", "note") if k in f} for f in d.get("findings") or []]
    if ((d.get("table_result") or {}).get("input") or {}).get("result"):
        out["table_result"] = d["table_result"]["input"]["result"]
    if (d.get("adjusted") or {}).get("input"):
        out["adjusted"] = d["adjusted"]["input"]
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
    return json_safe((ruler or rule_in_process)(log_data), "ruling")
