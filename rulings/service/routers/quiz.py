"""Referee training on the web (issue 7): the quiz API and its pages.

Questions come from the bank (`rulings.quiz.bank`, built from the lawbook's worked cases); every key is
recomputed by the engine (`rulings.ruling.rule`) in a worker process of the quiz's own `RulingPool`
(`rulings.quiz.store.quiz_task`), never read from storage. Answers, trainees and exams live in the
case store's database (`rulings.quiz.models`, Alembic branch ``quiz``).

JSON (`router`, token in `Authorization: Bearer …`; the pages keep it in localStorage):

    POST /api/quiz/signup                    {name, invitation?} a trainee -> token (shown once), in the
                                             group of the instructor whose invitation code he gives; instructors
                                             are granted by an administrator (`rulings user add NAME
                                             --role instructor --group G`), never signed up: 403
    GET  /api/quiz/me                        who the token belongs to
    GET  /api/quiz/invitation                (instructor) the invitation code of his group
    GET  /api/quiz/next?law=&chapter=&qtype= a question, favouring the laws answered worst: its prompt, its
                                             choices and its bridge diagram (`diagram`: {zh, en}, the hands,
                                             the auction table and the tricks; null for a scoring question)
    POST /api/quiz/answer                    {question, answer}: right or wrong, the engine's ruling,
                                             the law text, why the answer was wrong, the new progress
    GET  /api/quiz/progress                  accuracy by law and by chapter, and over time
    POST /api/quiz/exams                     (instructor) {count, minutes, pass_mark}: N questions across chapters
    GET  /api/quiz/exams                     the exams of the caller's group
    POST /api/quiz/exams/{id}/start          (trainee) start or resume the sitting: questions and deadline
    POST /api/quiz/exams/{id}/answer         (trainee) {question, answer}: recorded, not revealed
    GET  /api/quiz/exams/{id}/result         a result (own; an instructor: ?trainee=ID of his group)
    GET  /api/quiz/exams/{id}/sheet.html     the printable result sheet (print CSS, A4)
    GET  /api/quiz/exams/{id}/results        (instructor) the group's results

Pages (`pages`, Chinese first with an English toggle, no build step): `/quiz` (practice, with the
progress chart as inline SVG), `/quiz/exam`, `/quiz/instructor`.

Errors: no or an unknown token is 401, a request the role or group may not make is 403, an unknown
exam or question 404, a second answer to an exam question or an exam not started 409, bad input 422;
each answer is `{"detail": one line, "error": class name}`.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import AsyncIterator, Callable
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any

from fastapi import APIRouter, Body, Depends, FastAPI, Query, Request
from fastapi.responses import HTMLResponse, JSONResponse
from jinja2 import Environment, FileSystemLoader, select_autoescape

from rulings.errors import Forbidden
from rulings.quiz.bank import SEATS, Bank, Question, default_bank
from rulings.quiz.diagram import diagram, diagram_text
from rulings.quiz.progress import draw, exam_draw
from rulings.quiz.store import (
    MAX_EXAM_QUESTIONS,
    Invalid,
    NotFound,
    Person,
    QuizError,
    QuizStore,
    now_utc,
    quiz_task,
)
from rulings.service.pool import RulingPool
from rulings.service.settings import Settings
from rulings.store.db import configured_database_url

TEMPLATES = Path(__file__).resolve().parent.parent / "templates"
RECENT = 10  # the last answered questions are not asked again while others remain

_BANK_LOCK = threading.Lock()


def bank_ready() -> Bank:
    """The question bank, built once per process; a caller arriving while it is built waits for it
    instead of building it a second time."""
    with _BANK_LOCK:
        return default_bank()


def bank_is_built() -> bool:
    return default_bank.cache_info().currsize > 0


@contextlib.asynccontextmanager
async def _lifespan(app: FastAPI) -> AsyncIterator[None]:
    """Build the question bank on a worker thread as the service starts (issue 16: the first question
    in under a second, not 15-25 s of 载入中 at the first request); stop the quiz's worker at the end."""
    threading.Thread(target=bank_ready, name="quiz-bank", daemon=True).start()
    yield
    pool = getattr(app.state, "quiz_pool", None)
    if pool is not None:
        pool.close()


def _quiz_errors() -> dict[int | str, dict[str, Any]]:
    from rulings.service.routers.cases import STORE_ERRORS

    return STORE_ERRORS


router = APIRouter(prefix="/api/quiz", lifespan=_lifespan, tags=["裁判培训 referee training"], responses=_quiz_errors())
pages = APIRouter(tags=["裁判培训页面 referee training pages"], include_in_schema=False)

_env = Environment(loader=FileSystemLoader(str(TEMPLATES)), autoescape=select_autoescape(["html"]),
                   trim_blocks=True, lstrip_blocks=True)
_pool_lock = threading.Lock()


# ---------------------------------------------------------------------------------------------- plumbing

def _settings(app: Any) -> Settings | None:
    return getattr(getattr(app, "state", None), "settings", None)


def get_clock() -> Callable[[], datetime]:
    """The time the quiz records answers and sittings at (tests override it for the time limit)."""
    return now_utc


def get_store(request: Request, clock: Annotated[Callable[[], datetime], Depends(get_clock)]) -> QuizStore:
    """The quiz's records on the app's database (`Settings.database_url`), migrated on first use."""
    settings = _settings(request.app)
    return QuizStore(str(settings.database_url) if settings else configured_database_url(), clock=clock)


def get_quiz_pool(request: Request) -> RulingPool:
    """The quiz's engine pool: one worker running `quiz_task` (in-process when the app is inline)."""
    state = request.app.state
    with _pool_lock:
        pool = getattr(state, "quiz_pool", None)
        if pool is None:
            s = _settings(request.app) or Settings.from_env()
            pool = RulingPool(1, inline=s.inline, backend=s.engine, timeout=s.timeout, task=quiz_task)
            state.quiz_pool = pool
        return pool


def get_bank() -> Bank:
    """The question bank (built once per process from the lawbook, features, examples and seeds, at
    startup: see `_lifespan`)."""
    return bank_ready()


StoreDep = Annotated[QuizStore, Depends(get_store)]
QuizPoolDep = Annotated[RulingPool, Depends(get_quiz_pool)]
BankDep = Annotated[Bank, Depends(get_bank)]
JsonBody = Annotated[dict[str, Any], Body()]


def _fail(exc: QuizError) -> JSONResponse:
    """The documented error body `{"detail": [{loc, msg, type, event, field}]}` (as the case store's)."""
    from rulings.service.routers.cases import error_response

    return error_response(exc)


def _api(fn: Callable[[], Any], status: int = 200) -> Any:
    """Run a request; a `QuizError` becomes its status (401, 403, 404, 409, 422) and one line."""
    try:
        out = fn()
    except QuizError as exc:
        return _fail(exc)
    return JSONResponse(out, status_code=status) if status != 200 else out


def _bearer(request: Request) -> str | None:
    auth = request.headers.get("authorization", "")
    return auth[7:].strip() if auth.lower().startswith("bearer ") else None


def _me(request: Request, store: QuizStore) -> Person:
    return store.authenticate(_bearer(request))


def _question(bank: Bank, qid: Any) -> Question:
    if not isinstance(qid, str) or not qid:
        raise Invalid("缺少题号 question — the question id is required")
    try:
        return bank.by_id(qid)
    except Exception:  # noqa: BLE001 - the bank's InputError, as a 404 here
        raise NotFound(f"题库中没有此题：{qid} — no question {qid!r} in the bank") from None


def _answer_of(q: Question, body: dict[str, Any]) -> dict[str, Any]:
    """The answer in a request body, checked for shape so the engine never sees garbage: a choice's
    value, or free-form ``{"refs": [...], "rectification": [...]}`` (ruling, law), ``{"next", "phase"}``
    (next), ``{"ns", "imps"}`` (score)."""
    a = body.get("answer")
    if not isinstance(a, dict):
        raise Invalid("answer 须为一个映射（所选选项的 value）— answer must be an object (the chosen choice's value)")
    if q.qtype in ("ruling", "law"):
        for k in ("refs", "rectification"):
            v = a.get(k, [])
            if not isinstance(v, list) or not all(isinstance(x, str | dict) for x in v) or len(v) > 50:
                raise Invalid(f"answer.{k} 须为列表 — answer.{k} must be a list")
        return a
    if q.qtype == "next":
        if a.get("next") not in (*SEATS, None) or a.get("phase") not in ("auction", "play", "passed_out", "over"):
            raise Invalid("answer 须为 {next: N|E|S|W|null, phase} — answer must be {next, phase}")
        return {"next": a.get("next"), "phase": a.get("phase")}
    ns, imps = a.get("ns"), a.get("imps")
    if not isinstance(ns, int) or isinstance(ns, bool) or (imps is not None and not isinstance(imps, int | float)):
        raise Invalid("answer 须为 {ns: 整数, imps?} — answer must be {ns: int, imps?: number}")
    return {"ns": ns, **({"imps": imps} if imps is not None else {})}


def with_diagram(asked: dict[str, Any], q: Question) -> dict[str, Any]:
    """A question as asked, with its bridge diagram in both languages (`rulings.quiz.diagram`; None for a
    scoring question): the page draws the hands, the auction table and the tricks from it."""
    return {**asked, "diagram": {"zh": diagram(q, "zh"), "en": diagram(q, "en")}}


def pool_call(pool: RulingPool, data: dict[str, Any]) -> dict[str, Any]:
    """Run one quiz operation on the pool's worker (errors as the pool raises them: 422, 503);
    `RulingPool.rule_sync` hands any data to its task and unwraps the tagged outcome."""
    return pool.rule_sync(data)


# ---------------------------------------------------------------------------------------------- API

@router.post("/signup", summary="学员注册 — a trainee signs up (the token is shown once)", status_code=201)
def signup(body: JsonBody, store: StoreDep) -> Any:
    """A trainee signs himself up (`name`, optional `invitation`: his instructor's code, which puts him
    in the instructor's group; naming a `group` is 403). The answer holds the token: it is shown
    this once and stored only as its hash. `role: instructor` is 403 and creates nothing: the role
    that reads a group's results is granted by an administrator (`rulings user add NAME --role
    instructor --group G`), not claimed."""
    def go() -> dict[str, Any]:
        person, token = store.sign_up(str(body.get("name") or ""), str(body.get("role") or "trainee"),
                                      body.get("group") if isinstance(body.get("group"), str) else None,
                                      body.get("invitation") if isinstance(body.get("invitation"), str) else None)
        return {"token": token, "person": person.to_dict(),
                "note": "请保存令牌，它只显示这一次 — keep the token: it is shown only once"}
    return _api(go, 201)


@router.get("/invitation", summary="邀请码 — (instructor) the code trainees give to join the group")
def invitation(request: Request, store: StoreDep) -> Any:
    """`{"group", "code"}`: a trainee who signs up with `{"invitation": code}` joins the group."""
    return _api(lambda: store.invitation(_me(request, store)))


@router.get("/ready", summary="题库就绪 — whether the question bank is built (it is built at startup)")
def ready() -> dict[str, Any]:
    """`{"bank": true, "questions": n}` once the bank built at startup is ready; `{"bank": false}` before."""
    if not bank_is_built():
        return {"bank": False}
    return {"bank": True, "questions": len(default_bank().questions)}


@router.get("/me", summary="当前用户 — who the token belongs to")
def me(request: Request, store: StoreDep) -> Any:
    return _api(lambda: _me(request, store).to_dict())


@router.get("/next", summary="下一题 — the next question, favouring the laws answered worst")
def next_question(request: Request, store: StoreDep, pool: QuizPoolDep, bank: BankDep,
                  law: Annotated[int | None, Query(ge=1, le=93)] = None,
                  chapter: Annotated[int | None, Query(ge=1, le=12)] = None,
                  qtype: Annotated[str | None, Query(pattern="^(ruling|law|next|score)$")] = None,
                  seed: int | None = None) -> Any:
    """One question drawn by spaced repetition (`progress.draw`): the laws the trainee answered worst
    weigh most; `law`, `chapter` and `qtype` narrow the bank. The choices do not say which is right."""
    def go() -> dict[str, Any]:
        person = _me(request, store)
        answers = store.answers(person.id)
        candidates = bank.select(law=law, chapter=chapter, qtype=qtype)
        if not candidates:
            raise NotFound("题库中没有符合条件的题目 — no question in the bank matches law/chapter/qtype")
        in_exam = store.exam_questions_open(person)  # answered only in the exam
        candidates = [q for q in candidates if q.id not in in_exam]
        if not candidates:
            raise NotFound("符合条件的题目都在你未完成的考试中 — every matching question is in an exam you have not finished")
        recent = {a.question for a in answers[-RECENT:]}
        fresh = [q for q in candidates if q.id not in recent] or candidates
        q = draw(fresh, answers, 1, seed=seed)[0]
        out = with_diagram(pool_call(pool, {"op": "ask", "question": q.id, "seed": len(answers)}), q)
        out["answered"] = len(answers)
        return out
    return _api(go)


@router.post("/answer", summary="作答 — answer a question: right or wrong, the ruling and the law")
def answer(request: Request, body: JsonBody, store: StoreDep, pool: QuizPoolDep, bank: BankDep) -> Any:
    """`{"question": id, "answer": <the chosen choice's value, or a free-form answer>}`. The answer is
    stored; the reply says whether it was right, gives the engine's ruling (`key_text`), the law text
    (`citations`), why the answer was wrong (`why`), and the trainee's progress after it."""
    def go() -> dict[str, Any]:
        person = _me(request, store)
        q = _question(bank, body.get("question"))
        if q.id in store.exam_questions_open(person):
            raise Forbidden("此题属于你尚未完成的考试，只能在考试中作答；考试结束后公布答案 — this question is in an "
                            "exam you have not finished: answer it in the exam; the key is shown after it ends")
        given = _answer_of(q, body)
        out = pool_call(pool, {"op": "check", "question": q.id, "answer": given})
        store.record(person, q, out["correct"], out["answer"])
        out["progress"] = store.progress(person.id)
        return out
    return _api(go)


@router.get("/progress", summary="进度 — accuracy by law and chapter, over time")
def progress(request: Request, store: StoreDep) -> Any:
    """`total`, `right`, `accuracy`, `by_law` and `by_chapter` ({right, total, accuracy}), and
    `over_time`: the running accuracy after each answer (`accuracy`) and over the last five (`recent`)."""
    return _api(lambda: store.progress(_me(request, store).id))


@router.post("/exams", summary="出卷 — (instructor) create an exam", status_code=201)
def create_exam(request: Request, body: JsonBody, store: StoreDep, bank: BankDep) -> Any:
    """`{"count": N, "minutes": M, "pass_mark": P, "seed"?: S}`: N questions spread across the
    chapters of the code (`progress.exam_draw`), a time limit of M minutes, a pass mark of P percent,
    for the instructor's group."""
    def go() -> dict[str, Any]:
        person = _me(request, store)
        try:
            count, minutes, mark = int(body.get("count", 10)), int(body.get("minutes", 30)), float(body.get("pass_mark", 60))
            seed = int(body["seed"]) if body.get("seed") is not None else None
        except (TypeError, ValueError):
            raise Invalid("count、minutes、pass_mark 须为数字 — count, minutes and pass_mark must be numbers") from None
        if not 1 <= count <= MAX_EXAM_QUESTIONS:
            raise Invalid(f"题数须为1至{MAX_EXAM_QUESTIONS} — count must be 1 to {MAX_EXAM_QUESTIONS}")
        if person.role != "instructor":
            return store.create_exam(person, [], minutes, mark)  # raises Forbidden
        questions = exam_draw(bank, count, seed=seed)
        return store.create_exam(person, [q.id for q in questions], minutes, mark)
    return _api(go, 201)


@router.get("/exams", summary="考试列表 — the exams of the caller's group")
def list_exams(request: Request, store: StoreDep) -> Any:
    return _api(lambda: store.exams_for(_me(request, store)))


@router.post("/exams/{exam_id}/start", summary="开始考试 — (trainee) start or resume an exam")
def start_exam(exam_id: int, request: Request, store: StoreDep, pool: QuizPoolDep, bank: BankDep) -> Any:
    """The sitting (started, deadline, seconds left, questions answered) and the questions with
    their choices. The clock runs from the first start; starting again resumes."""
    def go() -> dict[str, Any]:
        person = _me(request, store)
        sitting = store.start(person, exam_id)
        sitting["questions"] = [with_diagram(pool_call(pool, {"op": "ask", "question": qid, "seed": exam_id}),
                                             bank.by_id(qid)) for qid in sitting["exam"]["questions"]]
        return sitting
    return _api(go)


@router.post("/exams/{exam_id}/answer", summary="考试作答 — (trainee) answer an exam question")
def exam_answer(exam_id: int, request: Request, body: JsonBody, store: StoreDep, pool: QuizPoolDep,
                bank: BankDep) -> Any:
    """`{"question": id, "answer": value}`: recorded (once per question) but not revealed until the
    result; an answer after the time limit is kept and counts as wrong (`late`)."""
    def go() -> dict[str, Any]:
        person = _me(request, store)
        q = _question(bank, body.get("question"))
        store.may_answer(person, exam_id, q.id)
        given = _answer_of(q, body)
        out = pool_call(pool, {"op": "check", "question": q.id, "answer": given})
        return store.record_exam_answer(person, exam_id, q, out["correct"], out["answer"])
    return _api(go)


@router.get("/exams/{exam_id}/result", summary="成绩 — an exam result")
def exam_result(exam_id: int, request: Request, store: StoreDep,
                trainee: Annotated[int | None, Query()] = None) -> Any:
    """The caller's own result, or (an instructor of the exam's group) `?trainee=ID`'s."""
    return _api(lambda: store.result_for(_me(request, store), exam_id, trainee))


@router.get("/exams/{exam_id}/results", summary="小组成绩 — (instructor) the group's results")
def group_results(exam_id: int, request: Request, store: StoreDep) -> Any:
    """Every trainee of the group: sat or not, right, percent, passed; with the number who passed."""
    return _api(lambda: store.group_results(_me(request, store), exam_id))


@router.get("/exams/{exam_id}/sheet.html", summary="成绩单 — printable result sheet", response_class=HTMLResponse)
def result_sheet(exam_id: int, request: Request, store: StoreDep, pool: QuizPoolDep, bank: BankDep,
                 trainee: Annotated[int | None, Query()] = None) -> Any:
    """The result sheet as printable HTML (A4, print CSS): each question, the answer's mark, the
    engine's ruling and why the answer was wrong. A browser's "print to PDF" makes the PDF."""
    try:
        result = store.result_for(_me(request, store), exam_id, trainee)
    except QuizError as exc:
        return _fail(exc)
    rows = []
    for i, r in enumerate(result["questions"], 1):
        q = bank.by_id(r["question"])
        answer = r["answer"] if r["answer"] is not None else {}
        try:
            key = pool_call(pool, {"op": "check", "question": q.id, "answer": answer})
        except Exception:  # noqa: BLE001 - a sheet still prints when the engine is unavailable
            key = None
        rows.append({"n": i, "q": q, "prompt": diagram_text(q, "zh"), "row": r, "key": key})
    html = _env.get_template("quiz_sheet.html").render(result=result, rows=rows, printed=now_utc())
    return HTMLResponse(html)


# ---------------------------------------------------------------------------------------------- pages

def _page(name: str, title: str) -> HTMLResponse:
    return HTMLResponse(_env.get_template(name).render(title=title), headers={"Cache-Control": "no-cache"})


@pages.get("/quiz")
def practice_page() -> HTMLResponse:
    """The practice page: sign up, a question, choices as buttons, the explanation, the progress chart."""
    return _page("quiz_practice.html", "裁判培训练习 Practice")


@pages.get("/quiz/exam")
def exam_page() -> HTMLResponse:
    """The exam page: the group's exams, a timed sitting, the result sheet."""
    return _page("quiz_exam.html", "考试 Exam")


@pages.get("/quiz/instructor")
def instructor_page() -> HTMLResponse:
    """The instructor's page: create an exam, the group's results."""
    return _page("quiz_instructor.html", "教员 Instructor")
