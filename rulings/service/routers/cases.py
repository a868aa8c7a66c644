"""Appeals: the case store for directors and committees (Laws 12C, 81–85, 92, 93), as JSON and pages.

JSON (`router`, token in `Authorization: Bearer …`):

    POST /api/cases                      file a case (director): log, tournament, session, board, scoring, form, players
    GET  /api/cases?offset=0&limit=50    a page of the cases the token may read, newest first, with the total
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
    GET  /api/users                      (administrator) the users, and their history (role changes, tokens)
    POST /api/users                      (administrator) {name, role}: a user; the token is shown once
    POST /api/users/{name}/revoke        (administrator) refuse the user's token from the next request on
    POST /api/users/{name}/rotate        (administrator) a new token (shown once); the old one is refused at once

Every body is a documented model (`rulings.store.inputs`); every error is `{"detail": [{"loc", "msg",
"type", "event", "field"}]}` as the OpenAPI document says (`type` names the error: Unauthorized 401,
Forbidden 403, NotFound 404 — an id out of range too —, Conflict 409, Invalid 422); a busy engine is
429 or 503 with `Retry-After`.

Pages (`pages`, token in the `rulings_token` cookie set by `/cases/login`, which returns only to a
path of this site): `/cases`, `/cases/new`,
`/cases/{id}` (the committee page: auction and play diagram, the engine's ruling with its trace and law
text, the director's findings, the director's ruling beside the committee's decision, the forms),
`/casebook`, `/casebook/export.html`, `/cases/{id}/export.html`.

The PDF is the printable HTML (print CSS, A4) printed by headless Chromium (`rulings.store.pdf`), so
the two exports always agree; without Chromium the PDF routes answer 503 in one line. The form
handlers read the form on the event loop and do everything else (YAML, the ruling, the store) on a
worker thread, the ruling itself in the engine pool: one case being ruled never stalls other requests.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Callable, Iterator
from typing import Annotated, Any
from urllib.parse import parse_qs, urlencode, urlsplit

from fastapi import APIRouter, Depends, FastAPI, Query, Request
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from starlette.concurrency import run_in_threadpool

from rulings.errors import LogError, RulingsError, zh_of
from rulings.service.deps import client_of
from rulings.store import cases as store
from rulings.store import printable
from rulings.store.db import configured_database_url
from rulings.store.inputs import AmendIn, AppealIn, CaseIn, DecisionIn, DirectorIn, NoteIn, RerunIn, UserIn
from rulings.store.logs import read_log_text
from rulings.store.migrate import ensure_current
from rulings.store.pdf import html_to_pdf

COOKIE = "rulings_token"
case_json = printable.case_json
export_case_html = printable.export_case_html
export_casebook_html = printable.export_casebook_html


@contextlib.asynccontextmanager
async def _lifespan(app: FastAPI) -> AsyncIterator[None]:
    """Apply the migrations (every head) when the service starts."""
    ensure_current(_url_of(app))
    yield


def _described(status: int, what: str) -> dict[str, Any]:
    """An error response documented as JSON even on a route that answers HTML or PDF."""
    return {"description": what, "content": {"application/json": {
        "schema": {"$ref": "#/components/schemas/ErrorResponse"}}}}


STORE_ERRORS: dict[int | str, dict[str, Any]] = {
    401: _described(401, "没有或无效的令牌 — no token, a wrong or a revoked one"),
    403: _described(403, "角色不允许 — the role may not do this"),
    404: _described(404, "没有此案例、版本或用户 — no such case, version or user"),
    409: _described(409, "案例状态不允许 — the case's state does not allow this"),
    422: _described(422, "请求有误（指明字段）— bad request (the field is named)"),
    429: _described(429, "同一客户端裁决请求过多 — too many rulings from this client (Retry-After)"),
    503: _described(503, "规则引擎繁忙或不可用 — the rules engine is busy or unavailable (Retry-After)"),
}
router = APIRouter(prefix="/api", tags=["申诉 appeals"], lifespan=_lifespan, responses=STORE_ERRORS)
pages = APIRouter(tags=["申诉页面 appeal pages"], include_in_schema=False)


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
    """The engine pool's synchronous ruling (worker processes, bounded per client) when the app has one."""
    pool = getattr(request.app.state, "pool", None)
    if pool is None:
        return None
    client = client_of(request)
    return lambda log: pool.rule_sync(log, client)


StoreDep = Annotated[store.CaseStore, Depends(get_store)]
RulerDep = Annotated[store.Ruler | None, Depends(get_ruler)]


def _bearer(request: Request) -> str | None:
    auth = request.headers.get("authorization", "")
    if auth.lower().startswith("bearer "):
        return auth[7:].strip()
    return None


def error_response(exc: Exception) -> JSONResponse:
    """A store or engine error as the documented body `{"detail": [{loc, msg, type, event, field}]}`; a log's
    error (`LogError`) gives its Chinese form beside (`msg_zh`)."""
    from rulings.service.app import named_item

    status = getattr(exc, "status", None) or 422
    if type(exc).__name__ in ("PoolUnavailable", "PoolBusy"):
        status = getattr(exc, "status", 503)
    headers: dict[str, str] = {}
    if status == 401:
        headers["WWW-Authenticate"] = "Bearer"
    if status in (429, 503):
        headers["Retry-After"] = str(getattr(exc, "retry_after", 1))
    item = named_item(str(exc), kind=type(exc).__name__)
    if zh_of(exc):
        item["msg_zh"] = zh_of(exc)
    return JSONResponse({"detail": [item]}, status_code=status, headers=headers or None)


def _api(fn: Callable[[], Any], status: int = 200) -> Any:
    """Run a store call; a `RulingsError` becomes its status (401, 403, 404, 409, 422, 429, 503)."""
    try:
        out = fn()
    except RulingsError as exc:
        return error_response(exc)
    return JSONResponse(out, status_code=status) if status != 200 else out


def _actor(request: Request, st: store.CaseStore) -> store.Actor:
    return st.authenticate(_bearer(request))


# ---------------------------------------------------------------------------------------------- API

@router.post("/cases", summary="立案 — file a case (director)", status_code=201)
def post_case(request: Request, body: CaseIn, st: StoreDep, ruler: RulerDep) -> Any:
    """File a case: the log is validated (`parse_log`) and ruled on (`rule`); the ruling is stored as produced."""
    return _api(lambda: case_json(st.create_case(_actor(request, st), body, ruler=ruler)), 201)


@router.get("/cases", summary="案例列表 — a page of the cases this token may read, with the total")
def list_cases(request: Request, st: StoreDep, offset: Annotated[int, Query(ge=0, le=10_000_000)] = 0,
               limit: Annotated[int, Query(ge=1, le=200)] = 50) -> Any:
    """`{"total", "offset", "limit", "cases": [...]}`, newest first."""
    return _api(lambda: st.page(_actor(request, st), offset, limit))


@router.get("/cases/{case_id}", summary="案例 — a case with its audit trail and ruling trace")
def get_case(case_id: int, request: Request, st: StoreDep) -> Any:
    return _api(lambda: case_json(st.get(_actor(request, st), case_id)))


@router.get("/cases/{case_id}/versions/{version}", summary="案例的历史版本 — an earlier version")
def get_case_version(case_id: int, version: int, request: Request, st: StoreDep) -> Any:
    return _api(lambda: st.version(_actor(request, st), case_id, version))


@router.post("/cases/{case_id}/director", summary="裁判裁决 — the director's findings and ruling")
def post_director(case_id: int, request: Request, body: DirectorIn, st: StoreDep) -> Any:
    return _api(lambda: case_json(st.record_director(_actor(request, st), case_id, body)))


@router.post("/cases/{case_id}/appeal", summary="申诉 — lodge an appeal (Law 92)")
def post_appeal(case_id: int, request: Request, body: AppealIn, st: StoreDep) -> Any:
    return _api(lambda: case_json(st.lodge_appeal(_actor(request, st), case_id, body)))


@router.post("/cases/{case_id}/decision", summary="仲裁决定 — the committee's decision (Law 93)")
def post_decision(case_id: int, request: Request, body: DecisionIn, st: StoreDep) -> Any:
    return _api(lambda: case_json(st.record_decision(_actor(request, st), case_id, body)))


@router.post("/cases/{case_id}/amend", summary="修正已结案例 — amend a closed case")
def post_amend(case_id: int, request: Request, body: AmendIn, st: StoreDep) -> Any:
    """Each part is validated as when first recorded, its scores recomputed; signed by the caller."""
    return _api(lambda: case_json(st.amend(_actor(request, st), case_id, body)))


@router.post("/cases/{case_id}/notes", summary="备注 — a note on an open case")
def post_note(case_id: int, request: Request, body: NoteIn, st: StoreDep) -> Any:
    return _api(lambda: case_json(st.add_note(_actor(request, st), case_id, body.text)))


@router.post("/cases/{case_id}/rerun", summary="重新裁决 — re-run the engine on an amended log")
def post_rerun(case_id: int, request: Request, body: RerunIn, st: StoreDep, ruler: RulerDep) -> Any:
    """`{"log": {...}, "save": false}` → `{"original", "amended", "same", "changes", "saved", "version"}`."""
    return _api(lambda: st.rerun(_actor(request, st), case_id, body.log, save=body.save, ruler=ruler))


@router.get("/casebook", summary="案例汇编 — closed cases by law, date and decision")
def get_casebook(request: Request, st: StoreDep, law: str | None = None, since: str | None = None,
                 decision: str | None = None) -> Any:
    def run() -> Any:
        views = st.casebook(_actor(request, st), law=law, since=since, decision=decision)
        return {"law": law, "since": since, "decision": decision, "cases": printable.index(views)}
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
    503: _described(503, "无法导出PDF（找不到Chromium）— PDF export unavailable (no Chromium)"),
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


# ---------------------------------------------------------------------------------------------- users

def _admin(request: Request, st: store.CaseStore) -> store.Actor:
    actor = _actor(request, st)
    if actor.role != "admin":
        raise store.Forbidden("只有管理员可以管理用户 — only an administrator manages users")
    return actor


@router.get("/users", summary="用户 — (administrator) the users and their history")
def list_users(request: Request, st: StoreDep) -> Any:
    """`{"users": [{id, name, role, revoked}], "events": [{user_id, name, action, old_role, new_role, at}]}`."""
    def run() -> Any:
        _admin(request, st)
        return {"users": st.users(), "events": st.user_events()}
    return _api(run)


@router.post("/users", summary="新用户 — (administrator) add a user; the token is shown once", status_code=201)
def add_user(request: Request, body: UserIn, st: StoreDep) -> Any:
    def run() -> Any:
        _admin(request, st)
        actor, token = st.add_user(body.name, body.role)
        return {"id": actor.user_id, "name": actor.name, "role": actor.role, "token": token}
    return _api(run, 201)


@router.post("/users/{name}/revoke", summary="吊销令牌 — (administrator) revoke a user's token at once")
def revoke_user(name: str, request: Request, st: StoreDep) -> Any:
    return _api(lambda: st.revoke_user(_admin(request, st), name))


@router.post("/users/{name}/rotate", summary="更换令牌 — (administrator) a new token; the old one is refused at once")
def rotate_user(name: str, request: Request, st: StoreDep) -> Any:
    def run() -> Any:
        user, token = st.rotate_user(_admin(request, st), name)
        return {**user, "token": token}
    return _api(run)


# ---------------------------------------------------------------------------------------------- pages

def _page_actor(request: Request, st: store.CaseStore) -> store.Actor:
    return st.authenticate(request.cookies.get(COOKIE) or _bearer(request))


def _page(fn: Callable[[], Response | str], request: Request) -> Response:
    """Run a page; no or a bad token goes to the login page, other errors are shown on an error page."""
    try:
        out = fn()
    except store.Unauthorized:
        back = str(request.url.path) + (f"?{request.url.query}" if request.url.query else "")
        return RedirectResponse("/cases/login?" + urlencode({"next": back}), status_code=303)
    except RulingsError as exc:
        status = getattr(exc, "status", 422)
        said = str(exc.bilingual()) if isinstance(exc, LogError) else str(exc)  # a log's: Chinese first, as the CLI
        return HTMLResponse(printable.render("case_error.html", message=said, status=status), status_code=status)
    return HTMLResponse(out) if isinstance(out, str) else out


async def _form(request: Request) -> dict[str, list[str]]:
    """An urlencoded form (parsed here: no python-multipart needed); the body is bounded by the app's
    `BodyLimit` before it is read."""
    return parse_qs((await request.body()).decode("utf-8", errors="replace"), keep_blank_values=True)


async def _page_off_loop(fn: Callable[[], Response | str], request: Request) -> Response:
    """`_page(fn)` on a worker thread: YAML, the ruling and the store never run on the event loop."""
    return await run_in_threadpool(_page, fn, request)


def same_site(target: str, default: str = "/cases") -> str:
    """`target` if it is a path of this site (`/cases/3`), else `default`: never another host
    (`//evil.example.com/x`, `/\\evil`, `https://…`), so the login page is no open redirect."""
    target = (target or "").strip()
    if not target.startswith("/") or target.startswith(("//", "/\\")) or "\\" in target:
        return default
    parts = urlsplit(target)
    if parts.scheme or parts.netloc or any(ord(c) < 32 for c in target):
        return default
    return target


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


def _session_from(form: dict[str, list[str]], prefix: str = "") -> dict[str, float]:
    """The session percentages of the form (Law 88): session_NS/EW (pairs) or session_N/E/S/W (individual)."""
    out: dict[str, float] = {}
    for key in ("NS", "EW", "N", "E", "S", "W"):
        text = _one(form, f"{prefix}session_{key}").strip().rstrip("%")
        if not text:
            continue
        try:
            out[key] = float(text)
        except ValueError:
            raise store.Invalid(f"本节成绩 {text!r} 不是百分数 — session percentage {text!r} is not a number"
                                f" (field 'session.{key}')") from None
    return out


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
        session = _session_from(form, prefix)
        if session:
            out["session"] = session
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


REMEMBER = 30 * 24 * 3600  # seconds a remembered login lasts on the device


@pages.get("/cases/login")
def login_page(next: str = "/cases", error: str = "") -> HTMLResponse:  # noqa: A002 - the query's name
    return HTMLResponse(printable.render("case_login.html", next=same_site(next), error=error))


@pages.post("/cases/login")
async def login(request: Request) -> Response:
    form = await _form(request)
    st = get_store(request)
    token, nxt = _one(form, "token"), same_site(_one(form, "next", "/cases"))
    try:
        await run_in_threadpool(st.authenticate, token)
    except store.Unauthorized as exc:
        return HTMLResponse(printable.render("case_login.html", next=nxt, error=str(exc)), status_code=401)
    resp = RedirectResponse(same_site(nxt), status_code=303)
    # a remembered session on this device (30 days) unless the user asks not to be remembered
    remember = _one(form, "remember", "") == "on"
    resp.set_cookie(COOKIE, token, httponly=True, samesite="strict", max_age=REMEMBER if remember else None)
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
        return printable.render("case_list.html", actor=actor, cases=st.list_cases(actor))
    return _page(run, request)


@pages.get("/cases/new")
def new_case_page(request: Request) -> Response:
    st = get_store(request)
    return _page(lambda: printable.render("case_new.html", actor=_page_actor(request, st), error=""), request)


@pages.post("/cases/new")
async def new_case(request: Request) -> Response:
    form = await _form(request)
    st = get_store(request)
    ruler = get_ruler(request)

    def run() -> Response:
        actor = _page_actor(request, st)
        log = read_log_text(_one(form, "log") or "{}", "表单 form")
        board = _one(form, "board")
        payload = {"log": log, "tournament": _one(form, "tournament"), "session": _one(form, "session") or None,
                   "board": int(board) if board.isdigit() else None, "scoring": _one(form, "scoring", "matchpoints"),
                   **({"form": _one(form, "form")} if _one(form, "form") else {}),
                   "players": {s: _one(form, f"player_{s}") for s in "NESW" if _one(form, f"player_{s}")},
                   "notes": _one(form, "notes")}
        view = st.create_case(actor, payload, ruler=ruler)
        return RedirectResponse(f"/cases/{view.id}", status_code=303)
    return await _page_off_loop(run, request)


@pages.get("/cases/{case_id}")
def case_page(case_id: int, request: Request) -> Response:
    st = get_store(request)

    def run() -> str:
        actor = _page_actor(request, st)
        ctx = printable.case_context(st.get(actor, case_id))
        return printable.render("case.html", actor=actor, c=ctx, **ctx,
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
    return await _page_off_loop(run, request)


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
    return await _page_off_loop(run, request)


@pages.post("/cases/{case_id}/decision")
async def decision_form(case_id: int, request: Request) -> Response:
    form = await _form(request)
    st = get_store(request)

    def run() -> Response:
        st.record_decision(_page_actor(request, st), case_id, {
            "decision": _one(form, "decision"), "adjusted": _adjusted_from(form),
            "laws": _laws(_one(form, "laws")), "reasons": _one(form, "reasons")})
        return RedirectResponse(f"/cases/{case_id}", status_code=303)
    return await _page_off_loop(run, request)


@pages.get("/cases/{case_id}/export.html")
def case_export_page(case_id: int, request: Request) -> Response:
    st = get_store(request)
    return _page(lambda: printable.export_case_html(st.get(_page_actor(request, st), case_id)), request)


@pages.get("/casebook")
def casebook_page(request: Request, law: str = "", since: str = "", decision: str = "") -> Response:
    st = get_store(request)

    def run() -> str:
        actor = _page_actor(request, st)
        views = st.casebook(actor, law=law or None, since=since or None, decision=decision or None)
        query = urlencode({k: v for k, v in (("law", law), ("since", since), ("decision", decision)) if v})
        return printable.render("casebook.html", actor=actor, index=printable.index(views), law=law, since=since,
                       decision=decision, query=query)
    return _page(run, request)


@pages.get("/casebook/export.html")
def casebook_export_page(request: Request, law: str = "", since: str = "", decision: str = "") -> Response:
    st = get_store(request)
    return _page(lambda: printable.export_casebook_html(
        st.casebook(_page_actor(request, st), law=law or None, since=since or None, decision=decision or None),
        law=law or None, since=since or None), request)


@pages.get("/cases/{case_id}/export.pdf")
async def case_pdf_page(case_id: int, request: Request) -> Response:
    """The case as PDF for a logged-in page user (the cookie), printed off the event loop."""
    st = get_store(request)
    return await _page_off_loop(lambda: _pdf(printable.export_case_html(st.get(_page_actor(request, st), case_id)),
                                             f"case-{case_id}.pdf"), request)


@pages.get("/casebook/export.pdf")
async def casebook_pdf_page(request: Request, law: str = "", since: str = "", decision: str = "") -> Response:
    """The casebook as PDF for a logged-in page user (the cookie), printed off the event loop."""
    st = get_store(request)
    return await _page_off_loop(lambda: _pdf(printable.export_casebook_html(
        st.casebook(_page_actor(request, st), law=law or None, since=since or None, decision=decision or None),
        law=law or None, since=since or None), "casebook.pdf"), request)


def iter_templates() -> Iterator[str]:
    """The templates this module renders (checked by the tests)."""
    yield from ("case.html", "case_list.html", "case_new.html", "case_login.html", "case_error.html",
                "casebook.html", "case_export.html")
