"""Appeals: the case store for directors and committees (Laws 12C, 81–85, 92, 93), as JSON and pages.

JSON (`router`, token in `Authorization: Bearer …`):

    POST /api/cases                      file a case (director): log, tournament, session, board, scoring, players
    GET  /api/cases                      the cases the token may read
    GET  /api/cases/{id}                 the latest version, its audit trail and the ruling trace with law text
    GET  /api/cases/{id}/versions/{v}    an earlier version, as it was
    POST /api/cases/{id}/director        the director's findings and ruling (director)
    POST /api/cases/{id}/appeal          the appeal and its committee; a late appeal is refused (Law 92B)
    POST /api/cases/{id}/decision        the committee's decision and adjusted score (a member of THAT committee)
    POST /api/cases/{id}/amend           amend a closed case (administrator or its committee), with a reason
    POST /api/cases/{id}/notes           a note on an open case
    POST /api/cases/{id}/rerun           re-run the engine on an amended log: both rulings side by side
    GET  /api/casebook?law=16&since=2026-01-01&decision=changed    closed cases
    GET  /api/cases/{id}/export.html     printable case (Chinese, print CSS)
    GET  /api/casebook/export.html       printable casebook
    GET  /api/cases/{id}/export.pdf      the printable case as PDF (headless Chromium; 503 without it)
    GET  /api/casebook/export.pdf        the printable casebook as PDF

Pages (`pages`, token in the `rulings_token` cookie set by `/cases/login`): `/cases`, `/cases/new`,
`/cases/{id}` (the committee page: auction and play diagram, the engine's ruling with its trace and law
text, the director's findings, the director's ruling beside the committee's decision, the forms),
`/casebook`, `/casebook/export.html`, `/cases/{id}/export.html`.

The PDF is the printable HTML (print CSS, A4) printed by headless Chromium (`rulings.store.pdf`), so
the two exports always agree; without Chromium the PDF routes answer 503 in one line.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path
from typing import Annotated, Any
from urllib.parse import parse_qs, urlencode

import yaml
from fastapi import APIRouter, Body, Depends, FastAPI, Request
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from jinja2 import Environment, FileSystemLoader, select_autoescape

from rulings.errors import LogError, RulingsError
from rulings.lawbook import cite_zh, default_lawbook
from rulings.seats import SEAT_ZH, Seat
from rulings.store import cases as store
from rulings.store.db import configured_database_url
from rulings.store.migrate import ensure_current
from rulings.store.pdf import html_to_pdf

TEMPLATES = Path(__file__).resolve().parent.parent / "templates"
COOKIE = "rulings_token"
SEAT_ORDER = ("W", "N", "E", "S")  # the diagram's columns: 西 北 东 南


@contextlib.asynccontextmanager
async def _lifespan(app: FastAPI) -> AsyncIterator[None]:
    """Apply the migrations (every head) when the service starts."""
    ensure_current(_url_of(app))
    yield


router = APIRouter(prefix="/api", tags=["申诉 appeals"], lifespan=_lifespan)
pages = APIRouter(tags=["申诉页面 appeal pages"], include_in_schema=False)

_env = Environment(loader=FileSystemLoader(str(TEMPLATES)), autoescape=select_autoescape(["html"]),
                   trim_blocks=True, lstrip_blocks=True)


# ---------------------------------------------------------------------------------------------- plumbing

def _url_of(app: Any) -> str:
    settings = getattr(getattr(app, "state", None), "settings", None)
    url = getattr(settings, "database_url", None)
    return str(url) if url else configured_database_url()


def get_store(request: Request) -> store.CaseStore:
    """The case store of the app's database, migrated to every head on first use."""
    url = _url_of(request.app)
    ensure_current(url)
    return store.CaseStore(url)


def get_ruler(request: Request) -> store.Ruler | None:
    """The engine pool's synchronous ruling (worker processes) when the app has one."""
    pool = getattr(request.app.state, "pool", None)
    return getattr(pool, "rule_sync", None)


StoreDep = Annotated[store.CaseStore, Depends(get_store)]
RulerDep = Annotated[store.Ruler | None, Depends(get_ruler)]
JsonBody = Annotated[dict[str, Any], Body()]


def _bearer(request: Request) -> str | None:
    auth = request.headers.get("authorization", "")
    if auth.lower().startswith("bearer "):
        return auth[7:].strip()
    return None


def _error(exc: Exception) -> JSONResponse:
    status = getattr(exc, "status", None) or (422 if isinstance(exc, LogError | RulingsError) else 500)
    if type(exc).__name__ == "PoolUnavailable":
        status = 503
    return JSONResponse({"detail": str(exc), "error": type(exc).__name__}, status_code=status)


def _api(fn: Callable[[], Any], status: int = 200) -> Any:
    """Run a store call; a `RulingsError` becomes its status (401, 403, 404, 409, 422, 503) and one line."""
    try:
        out = fn()
    except RulingsError as exc:
        return _error(exc)
    return JSONResponse(out, status_code=status) if status != 200 else out


def _actor(request: Request, st: store.CaseStore) -> store.Actor:
    return st.authenticate(_bearer(request))


# ---------------------------------------------------------------------------------------------- views

def trace_of(ruling: dict[str, Any]) -> list[dict[str, Any]]:
    """Which rule fired on which facts, with the law text of the rule's section (Chinese and English)."""
    book = default_lawbook()
    out = []
    for item in ruling.get("rulings", []):
        for t in item.get("trace", []):
            ref = t.get("ref") or t.get("rule")
            try:
                sec = book.section(ref)
                text, title, title_en = sec.text, sec.title.zh, sec.title.en
            except (KeyError, TypeError):
                text, title, title_en = "", "", ""
            out.append({"event": item.get("event"), "irregularity": item.get("irregularity"),
                        "rule": t.get("rule"), "ref": ref, "heading": cite_zh(ref) if ref else "",
                        "title": title, "title_en": title_en, "text": text, "facts": t.get("facts", [])})
    return out


def case_json(view: store.CaseView) -> dict[str, Any]:
    """The case as the API answers it: the version, the audit trail and the ruling trace with law text."""
    out = view.to_dict()
    out["trace"] = trace_of(view.data.get("ruling") or {})
    return out


def auction_diagram(log: dict[str, Any]) -> list[list[dict[str, Any] | None]]:
    """The calls in rows of 西 北 东 南; a call out of rotation starts where its seat sits."""
    rows: list[list[dict[str, Any] | None]] = []
    row: list[dict[str, Any] | None] = [None] * 4
    last = -1
    for i, ev in enumerate(log.get("events") or []):
        if not isinstance(ev, dict) or "call" not in ev:
            continue
        col = SEAT_ORDER.index(str(ev.get("seat", "N")).upper()[:1]) if str(ev.get("seat", "")).upper()[:1] in SEAT_ORDER else 0
        if col <= last or row[col] is not None:
            rows.append(row)
            row = [None] * 4
        flags = [k for k in ("conventional", "inadvertent", "alert") if ev.get(k)]
        row[col] = {"call": _call_text(str(ev["call"])), "event": i, "flags": flags}
        last = col
    if any(c is not None for c in row):
        rows.append(row)
    return rows


def _call_text(call: str) -> str:
    symbols = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
    c = call.upper()
    if c in ("P", "PASS"):
        return "不叫"
    if c == "X":
        return "加倍"
    if c == "XX":
        return "再加倍"
    if len(c) >= 2 and c[0].isdigit() and c[1:] in symbols:
        return c[0] + symbols[c[1:]]
    return c


def play_diagram(log: dict[str, Any]) -> list[list[dict[str, Any]]]:
    """The play in tricks: each lead starts a trick; each card with its seat."""
    tricks: list[list[dict[str, Any]]] = []
    for i, ev in enumerate(log.get("events") or []):
        if not isinstance(ev, dict):
            continue
        if "lead" in ev:
            tricks.append([])
            card = ev["lead"]
        elif "play" in ev:
            card = ev["play"]
            if not tricks:
                tricks.append([])
        else:
            continue
        seat = str(ev.get("seat", ""))
        tricks[-1].append({"seat": SEAT_ZH[Seat(seat)] if seat in "NESW" and seat else seat,
                           "card": str(card), "event": i})
    return tricks


def other_events(log: dict[str, Any]) -> list[dict[str, Any]]:
    """Events that are neither calls nor cards: choices, the director's arrival, claims, findings."""
    return [{"event": i, "text": json.dumps(ev, ensure_ascii=False)} for i, ev in enumerate(log.get("events") or [])
            if isinstance(ev, dict) and not ({"call", "lead", "play"} & set(ev))]


def _render(name: str, **ctx: Any) -> str:
    return _env.get_template(name).render(
        seat_zh={s.value: SEAT_ZH[s] for s in Seat}, decision_zh=store.DECISION_ZH, status_zh=store.STATUS_ZH,
        role_zh=store.ROLE_ZH, cite_zh=cite_zh, **ctx)


def _case_ctx(view: store.CaseView) -> dict[str, Any]:
    data = view.data
    log = data.get("log") or {}
    questions = [j for item in (data.get("ruling") or {}).get("rulings", []) for j in item.get("director_judgments", [])]
    return {"case": view, "data": data, "auction": auction_diagram(log), "play": play_diagram(log),
            "other_events": other_events(log), "trace": trace_of(data.get("ruling") or {}),
            "questions": questions, "log_yaml": yaml.safe_dump(log, allow_unicode=True, sort_keys=False),
            "ruling_text": _ruling_text(data.get("ruling") or {}), "laws_text": laws_text(data.get("laws_cited", []))}


def laws_text(refs: list[str]) -> list[dict[str, str]]:
    """Each law cited with its heading, title and text from the lawbook."""
    book = default_lawbook()
    out = []
    for ref in refs:
        try:
            sec = book.section(ref)
            out.append({"ref": ref, "heading": cite_zh(ref), "title": sec.title.zh, "text": sec.text})
        except KeyError:
            out.append({"ref": ref, "heading": cite_zh(ref), "title": "", "text": ""})
    return out


def _ruling_text(ruling: dict[str, Any]) -> str:
    try:
        from rulings.render import render_text

        return render_text(ruling, "zh")
    except Exception:  # noqa: BLE001 - the words are a convenience; the JSON is shown anyway
        return ""


def export_case_html(view: store.CaseView) -> str:
    """A printable case in Chinese: facts, ruling, appeal, decision, laws cited (print CSS)."""
    return _render("case_export.html", cases=[_case_ctx(view)], title=f"案例 {view.id}")


def export_casebook_html(views: list[store.CaseView], *, law: str | None = None, since: str | None = None) -> str:
    """A printable casebook: every case in full, listed by law cited, decision and date."""
    return _render("case_export.html", cases=[_case_ctx(v) for v in views], title="仲裁案例汇编",
                   law=law, since=since, index=_index(views))


def _index(views: list[store.CaseView]) -> list[dict[str, Any]]:
    return [{"id": v.id, "tournament": v.data.get("tournament"), "board": v.data.get("board"),
             "laws": v.data.get("laws_cited", []), "decision": (v.data.get("decision") or {}).get("decision"),
             "date": ((v.data.get("decision") or {}).get("at") or v.created_at.isoformat())[:10]} for v in views]


# ---------------------------------------------------------------------------------------------- API

@router.post("/cases", summary="立案 — file a case (director)", status_code=201)
def post_case(request: Request, body: JsonBody, st: StoreDep, ruler: RulerDep) -> Any:
    """File a case: the log is validated (`parse_log`) and ruled on (`rule`); the ruling is stored as produced."""
    return _api(lambda: case_json(st.create_case(_actor(request, st), body, ruler=ruler)), 201)


@router.get("/cases", summary="案例列表 — the cases this token may read")
def list_cases(request: Request, st: StoreDep) -> Any:
    def run() -> Any:
        actor = _actor(request, st)
        return [{"id": v.id, "version": v.version, "status": v.status, **{k: v.data.get(k) for k in
                 ("tournament", "session", "board", "laws_cited")}} for v in st.list_cases(actor)]
    return _api(run)


@router.get("/cases/{case_id}", summary="案例 — a case with its audit trail and ruling trace")
def get_case(case_id: int, request: Request, st: StoreDep) -> Any:
    return _api(lambda: case_json(st.get(_actor(request, st), case_id)))


@router.get("/cases/{case_id}/versions/{version}", summary="案例的历史版本 — an earlier version")
def get_case_version(case_id: int, version: int, request: Request, st: StoreDep) -> Any:
    return _api(lambda: st.version(_actor(request, st), case_id, version))


@router.post("/cases/{case_id}/director", summary="裁判裁决 — the director's findings and ruling")
def post_director(case_id: int, request: Request, body: JsonBody, st: StoreDep) -> Any:
    return _api(lambda: case_json(st.record_director(_actor(request, st), case_id, body)))


@router.post("/cases/{case_id}/appeal", summary="申诉 — lodge an appeal (Law 92)")
def post_appeal(case_id: int, request: Request, body: JsonBody, st: StoreDep) -> Any:
    return _api(lambda: case_json(st.lodge_appeal(_actor(request, st), case_id, body)))


@router.post("/cases/{case_id}/decision", summary="仲裁决定 — the committee's decision (Law 93)")
def post_decision(case_id: int, request: Request, body: JsonBody, st: StoreDep) -> Any:
    return _api(lambda: case_json(st.record_decision(_actor(request, st), case_id, body)))


@router.post("/cases/{case_id}/amend", summary="修正已结案例 — amend a closed case")
def post_amend(case_id: int, request: Request, body: JsonBody, st: StoreDep) -> Any:
    return _api(lambda: case_json(st.amend(_actor(request, st), case_id, body)))


@router.post("/cases/{case_id}/notes", summary="备注 — a note on an open case")
def post_note(case_id: int, request: Request, body: JsonBody, st: StoreDep) -> Any:
    def run() -> Any:
        text = body.get("text")
        if not isinstance(text, str) or not text.strip():
            raise store.Invalid("备注需要 text — a note needs 'text'")
        return case_json(st.add_note(_actor(request, st), case_id, text))
    return _api(run)


@router.post("/cases/{case_id}/rerun", summary="重新裁决 — re-run the engine on an amended log")
def post_rerun(case_id: int, request: Request, body: JsonBody, st: StoreDep, ruler: RulerDep) -> Any:
    """`{"log": {...}, "save": false}` → `{"original", "amended", "same", "changes", "saved", "version"}`."""
    def run() -> Any:
        log = body.get("log")
        if not isinstance(log, dict):
            raise store.Invalid("需要 log（修改后的事件记录）— give 'log', the amended event log")
        return st.rerun(_actor(request, st), case_id, log, save=bool(body.get("save")), ruler=ruler)
    return _api(run)


@router.get("/casebook", summary="案例汇编 — closed cases by law, date and decision")
def get_casebook(request: Request, st: StoreDep, law: str | None = None, since: str | None = None,
                 decision: str | None = None) -> Any:
    def run() -> Any:
        views = st.casebook(_actor(request, st), law=law, since=since, decision=decision)
        return {"law": law, "since": since, "decision": decision, "cases": _index(views)}
    return _api(run)


@router.get("/cases/{case_id}/export.html", summary="打印案例 — printable case", response_class=HTMLResponse)
def export_case(case_id: int, request: Request, st: StoreDep) -> Any:
    return _api(lambda: HTMLResponse(export_case_html(st.get(_actor(request, st), case_id))))


@router.get("/casebook/export.html", summary="打印案例汇编 — printable casebook", response_class=HTMLResponse)
def export_casebook(request: Request, st: StoreDep, law: str | None = None, since: str | None = None,
                    decision: str | None = None) -> Any:
    return _api(lambda: HTMLResponse(export_casebook_html(
        st.casebook(_actor(request, st), law=law, since=since, decision=decision), law=law, since=since)))


def _pdf(html: str, filename: str) -> Response:
    """The page printed to PDF, inline, with a file name for saving."""
    return Response(html_to_pdf(html), media_type="application/pdf",
                    headers={"Content-Disposition": f'inline; filename="{filename}"'})


PDF_RESPONSES: dict[int | str, dict[str, Any]] = {
    200: {"content": {"application/pdf": {}}, "description": "PDF（A4）"},
    503: {"description": "无法导出PDF（找不到Chromium）— PDF export unavailable (no Chromium)"},
}


@router.get("/cases/{case_id}/export.pdf", summary="案例PDF — the printable case as PDF",
            response_class=Response, responses=PDF_RESPONSES)
def export_case_pdf(case_id: int, request: Request, st: StoreDep) -> Any:
    return _api(lambda: _pdf(export_case_html(st.get(_actor(request, st), case_id)), f"case-{case_id}.pdf"))


@router.get("/casebook/export.pdf", summary="案例汇编PDF — the printable casebook as PDF",
            response_class=Response, responses=PDF_RESPONSES)
def export_casebook_pdf(request: Request, st: StoreDep, law: str | None = None, since: str | None = None,
                        decision: str | None = None) -> Any:
    return _api(lambda: _pdf(export_casebook_html(
        st.casebook(_actor(request, st), law=law, since=since, decision=decision), law=law, since=since),
        "casebook.pdf"))


# ---------------------------------------------------------------------------------------------- pages

def _page_actor(request: Request, st: store.CaseStore) -> store.Actor:
    return st.authenticate(request.cookies.get(COOKIE) or _bearer(request))


def _page(fn: Callable[[], Response | str], request: Request) -> Response:
    """Run a page; no or a bad token goes to the login page, other errors are shown on an error page."""
    try:
        out = fn()
    except store.Unauthorized:
        return RedirectResponse("/cases/login?" + urlencode({"next": str(request.url.path)}), status_code=303)
    except RulingsError as exc:
        status = getattr(exc, "status", 422)
        return HTMLResponse(_render("case_error.html", message=str(exc), status=status), status_code=status)
    return HTMLResponse(out) if isinstance(out, str) else out


async def _form(request: Request) -> dict[str, list[str]]:
    """An urlencoded form (parsed here: no python-multipart needed)."""
    return parse_qs((await request.body()).decode("utf-8"), keep_blank_values=True)


def _one(form: dict[str, list[str]], key: str, default: str = "") -> str:
    return (form.get(key) or [default])[0].strip()


def _laws(text: str) -> list[str]:
    return [t for t in text.replace("，", ",").replace("、", ",").replace(" ", ",").split(",") if t]


def _result_from(form: dict[str, list[str]], prefix: str) -> dict[str, Any] | None:
    contract = _one(form, f"{prefix}contract")
    score = _one(form, f"{prefix}score")
    if score:
        try:
            return {"score": int(score)}
        except ValueError:
            raise store.Invalid(f"分数 {score!r} 不是整数 — score {score!r} is not a whole number") from None
    if not contract:
        return None
    tricks = _one(form, f"{prefix}tricks")
    try:
        n = int(tricks) if tricks else None
    except ValueError:
        raise store.Invalid(f"赢墩数 {tricks!r} 不是整数 — tricks {tricks!r} is not a whole number") from None
    return {"contract": contract, "declarer": _one(form, f"{prefix}declarer") or None, "tricks": n}


def _adjusted_from(form: dict[str, list[str]], prefix: str = "") -> dict[str, Any] | None:
    """The adjusted-score part of a form: weighted rows w1..w4 (Law 12C3) or assigned (12C2)."""
    kind = _one(form, f"{prefix}adj_kind")
    if kind in ("", "none"):
        return None
    out: dict[str, Any] = {"kind": kind}
    if kind == "weighted":
        rows = []
        for i in range(1, 5):
            r = _result_from(form, f"{prefix}w{i}_")
            weight = _one(form, f"{prefix}w{i}_weight")
            if r is None:
                continue
            try:
                r["weight"] = float(weight.rstrip("%")) / (100 if weight.endswith("%") or float(weight.rstrip("%")) > 1 else 1)
            except ValueError:
                raise store.Invalid(f"权重 {weight!r} 不是数字 — weight {weight!r} is not a number") from None
            rows.append(r)
        out["results"] = rows
    elif kind == "assigned":
        out["offenders"] = _one(form, f"{prefix}offenders") or None
        out["non_offending"] = _result_from(form, f"{prefix}no_")
        out["offending"] = _result_from(form, f"{prefix}of_")
    elif kind == "artificial":
        out["artificial"] = {"ns": _one(form, f"{prefix}art_ns") or "average",
                             "ew": _one(form, f"{prefix}art_ew") or "average"}
    field = [f for f in _laws(_one(form, f"{prefix}field")) if f]
    if field:
        try:
            out["field"] = [float(f) for f in field]
        except ValueError:
            raise store.Invalid("field 应是以逗号分隔的南北得分 — 'field' is the other NS scores, comma-separated") from None
    other = _result_from(form, f"{prefix}other_")
    if other:
        out["other_table"] = other
    return out


@pages.get("/cases/login")
def login_page(next: str = "/cases", error: str = "") -> HTMLResponse:  # noqa: A002 - the query's name
    return HTMLResponse(_render("case_login.html", next=next, error=error))


@pages.post("/cases/login")
async def login(request: Request) -> Response:
    form = await _form(request)
    st = get_store(request)
    token, nxt = _one(form, "token"), _one(form, "next", "/cases") or "/cases"
    try:
        st.authenticate(token)
    except store.Unauthorized as exc:
        return HTMLResponse(_render("case_login.html", next=nxt, error=str(exc)), status_code=401)
    resp = RedirectResponse(nxt if nxt.startswith("/") else "/cases", status_code=303)
    resp.set_cookie(COOKIE, token, httponly=True, samesite="strict")
    return resp


@pages.get("/cases/logout")
def logout() -> Response:
    resp = RedirectResponse("/cases/login", status_code=303)
    resp.delete_cookie(COOKIE)
    return resp


@pages.get("/cases")
def cases_page(request: Request) -> Response:
    st = get_store(request)

    def run() -> str:
        actor = _page_actor(request, st)
        return _render("case_list.html", actor=actor, cases=st.list_cases(actor))
    return _page(run, request)


@pages.get("/cases/new")
def new_case_page(request: Request) -> Response:
    st = get_store(request)
    return _page(lambda: _render("case_new.html", actor=_page_actor(request, st), error=""), request)


@pages.post("/cases/new")
async def new_case(request: Request) -> Response:
    form = await _form(request)
    st = get_store(request)
    ruler = get_ruler(request)

    def run() -> Response:
        actor = _page_actor(request, st)
        try:
            log = yaml.safe_load(_one(form, "log") or "{}")
        except yaml.YAMLError as exc:
            raise store.Invalid(f"事件记录不是有效的YAML — the log is not valid YAML: {exc}") from None
        board = _one(form, "board")
        payload = {"log": log, "tournament": _one(form, "tournament"), "session": _one(form, "session") or None,
                   "board": int(board) if board.isdigit() else None, "scoring": _one(form, "scoring", "matchpoints"),
                   "players": {s: _one(form, f"player_{s}") for s in "NESW" if _one(form, f"player_{s}")},
                   "notes": _one(form, "notes")}
        view = st.create_case(actor, payload, ruler=ruler)
        return RedirectResponse(f"/cases/{view.id}", status_code=303)
    return _page(run, request)


@pages.get("/cases/{case_id}")
def case_page(case_id: int, request: Request) -> Response:
    st = get_store(request)

    def run() -> str:
        actor = _page_actor(request, st)
        ctx = _case_ctx(st.get(actor, case_id))
        return _render("case.html", actor=actor, c=ctx, **ctx,
                       committee_users=[u["name"] for u in st.users() if u["role"] == "committee"])
    return _page(run, request)


@pages.post("/cases/{case_id}/director")
async def director_form(case_id: int, request: Request) -> Response:
    form = await _form(request)
    st = get_store(request)

    def run() -> Response:
        findings = [{"law": key[len("finding_"):], "answer": form[key][0]} for key in sorted(form)
                    if key.startswith("finding_") and form[key][0]]
        st.record_director(_page_actor(request, st), case_id, {
            "findings": findings, "table_result": _result_from(form, "t_"), "adjusted": _adjusted_from(form),
            "laws": _laws(_one(form, "laws")), "statement": _one(form, "statement")})
        return RedirectResponse(f"/cases/{case_id}", status_code=303)
    return _page(run, request)


@pages.post("/cases/{case_id}/appeal")
async def appeal_form(case_id: int, request: Request) -> Response:
    form = await _form(request)
    st = get_store(request)

    def run() -> Response:
        limit = _one(form, "time_limit_minutes", str(store.APPEAL_TIME_LIMIT))
        st.lodge_appeal(_page_actor(request, st), case_id, {
            "side": _one(form, "side"), "appellants": _laws(_one(form, "appellants")),
            "statement": _one(form, "statement"), "committee": form.get("committee", []),
            "time_limit_minutes": int(limit) if limit.isdigit() else store.APPEAL_TIME_LIMIT})
        return RedirectResponse(f"/cases/{case_id}", status_code=303)
    return _page(run, request)


@pages.post("/cases/{case_id}/decision")
async def decision_form(case_id: int, request: Request) -> Response:
    form = await _form(request)
    st = get_store(request)

    def run() -> Response:
        st.record_decision(_page_actor(request, st), case_id, {
            "decision": _one(form, "decision"), "adjusted": _adjusted_from(form),
            "laws": _laws(_one(form, "laws")), "reasons": _one(form, "reasons")})
        return RedirectResponse(f"/cases/{case_id}", status_code=303)
    return _page(run, request)


@pages.get("/cases/{case_id}/export.html")
def case_export_page(case_id: int, request: Request) -> Response:
    st = get_store(request)
    return _page(lambda: export_case_html(st.get(_page_actor(request, st), case_id)), request)


@pages.get("/casebook")
def casebook_page(request: Request, law: str = "", since: str = "", decision: str = "") -> Response:
    st = get_store(request)

    def run() -> str:
        actor = _page_actor(request, st)
        views = st.casebook(actor, law=law or None, since=since or None, decision=decision or None)
        query = urlencode({k: v for k, v in (("law", law), ("since", since), ("decision", decision)) if v})
        return _render("casebook.html", actor=actor, index=_index(views), law=law, since=since,
                       decision=decision, query=query)
    return _page(run, request)


@pages.get("/casebook/export.html")
def casebook_export_page(request: Request, law: str = "", since: str = "", decision: str = "") -> Response:
    st = get_store(request)
    return _page(lambda: export_casebook_html(
        st.casebook(_page_actor(request, st), law=law or None, since=since or None, decision=decision or None),
        law=law or None, since=since or None), request)


def iter_templates() -> Iterator[str]:
    """The templates this module renders (checked by the tests)."""
    yield from ("case.html", "case_list.html", "case_new.html", "case_login.html", "case_error.html",
                "casebook.html", "case_export.html")
