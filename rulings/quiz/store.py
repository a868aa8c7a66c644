"""The quiz's records on the case store's database, and the engine work the web quiz hands to a worker.

`QuizStore` signs trainees up and adds the instructors an administrator grants (`rulings user add
NAME --role instructor --group G`); the token is returned once and kept only as its SHA-256. It
authenticates a token, records every answer, and runs exams: an instructor creates one (N
questions spread across the chapters of the code by `progress.exam_draw`, a time limit, a pass
mark) for his group; a trainee of that group sits it once; answers after the time limit count as
wrong (`progress.score_exam`); unanswered questions count as wrong too. The CLI
(`rulings quiz --user TOKEN`) and the API (`rulings.service.routers.quiz`) share it.

`quiz_task` is the engine's side: it asks a question (prompt and multiple choice) and checks an
answer against the engine's ruling (`rulings.quiz.bank.check`), both languages at once. The service
runs it in a worker process of its own `RulingPool` (durable-rules is never entered on the server's
threads); its tagged outcome is read back with `rulings.service.pool.unwrap`.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import select

from rulings.errors import Conflict, Forbidden, Invalid, NotFound, RequestError, RulingsError, Unauthorized
from rulings.quiz.bank import Bank, Question
from rulings.quiz.models import Exam, ExamSitting, Invitation, QuizAnswer, Trainee, hash_token, new_token
from rulings.quiz.progress import (
    Answer,
    ExamResult,
    accuracy_by_chapter,
    accuracy_by_law,
    over_time,
    score_exam,
)
from rulings.store.db import configured_database_url, get_engine, session_scope
from rulings.store.migrate import ensure_current
from rulings.store.tables import in_range

ROLES = ("trainee", "instructor")
ROLE_ZH = {"trainee": "学员", "instructor": "教员"}
MAX_EXAM_QUESTIONS = 100
MAX_EXAM_MINUTES = 600


QuizError = RequestError  # the quiz's errors are the store errors of rulings.errors



def utc(dt: datetime) -> datetime:
    """A stored time as UTC (SQLite gives back naive datetimes)."""
    return dt.replace(tzinfo=UTC) if dt.tzinfo is None else dt.astimezone(UTC)


def now_utc() -> datetime:
    return datetime.now(UTC)


@dataclass(frozen=True)
class Person:
    """A signed-up trainee or instructor, as the requests see him."""

    id: int
    name: str
    role: str
    group: str | None

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "role": self.role, "role_zh": ROLE_ZH[self.role],
                "group": self.group}


def _person(t: Trainee) -> Person:
    return Person(t.id, t.name, t.role, t.group)


def _laws(text: str) -> tuple[int, ...]:
    return tuple(int(n) for n in text.split(",") if n.strip().isdigit())


class QuizStore:
    """The quiz's tables on the database at `url` (migrated to every head on first use)."""

    def __init__(self, url: str | None = None, *, clock: Callable[[], datetime] = now_utc) -> None:
        self.url = url or configured_database_url()
        ensure_current(self.url)
        self.engine = get_engine(self.url)
        self.clock = clock

    # ------------------------------------------------------------------ people

    def sign_up(self, name: str, role: str = "trainee", group: str | None = None,
                invitation: str | None = None) -> tuple[Person, str]:
        """A trainee signs himself up (`POST /api/quiz/signup`); returns him and his token (shown once,
        stored hashed). He joins a group only with its instructor's invitation code (`invitation`);
        naming a group is `Forbidden` (403): anyone could otherwise join any group and sit its exams.
        The instructor role is granted, not claimed: asking for it here is `Forbidden` (403) and
        creates nothing; an administrator creates instructors with `add_instructor` (`rulings user
        add NAME --role instructor --group G`)."""
        if group is not None and str(group).strip():
            raise Forbidden("加入小组须用教员的邀请码（invitation），不能直接填写小组名 — a group is joined with "
                            "its instructor's invitation code (field 'invitation'), not by naming it")
        if invitation is not None and str(invitation).strip():
            group = self._invited_group(str(invitation).strip())
        if role == "instructor":
            raise Forbidden("教员账号由管理员创建（rulings user add 姓名 --role instructor --group 小组），"
                            "不能自行注册 — instructor accounts are granted by an administrator "
                            "(rulings user add NAME --role instructor --group G), not signed up for")
        if role != "trainee":
            raise Invalid(f"角色须为 trainee：{role!r} — sign-up is for trainees (role: trainee)")
        return self._add_person(name, "trainee", group)

    def add_instructor(self, name: str, group: str) -> tuple[Person, str]:
        """An instructor of `group`, created by an administrator (`rulings user add NAME --role
        instructor --group G`, which runs with the database's own authority, as `rulings user add`
        does for the case store); returns him and his token (shown once, stored hashed). He sets
        exams for that group and reads its trainees' results."""
        if not (group or "").strip():
            raise Invalid("教员须指定小组 — an instructor needs a group (--group)")
        return self._add_person(name, "instructor", group)

    def _invited_group(self, code: str) -> str:
        with session_scope(self.engine) as s:
            inv = s.scalar(select(Invitation).where(Invitation.code == code))
            if inv is None:
                raise Forbidden("邀请码无效 — unknown invitation code (field 'invitation')")
            return inv.group

    def invitation(self, person: Person) -> dict[str, Any]:
        """The instructor's invitation code for his group (made on first use): trainees give it at
        sign-up to join the group."""
        if person.role != "instructor" or not person.group:
            raise Forbidden("只有教员有邀请码 — only an instructor has an invitation code")
        with session_scope(self.engine) as s:
            inv = s.scalar(select(Invitation).where(Invitation.instructor_id == person.id))
            if inv is None:
                inv = Invitation(code=secrets.token_urlsafe(9), group=person.group, instructor_id=person.id,
                                 created=self.clock())
                s.add(inv)
                s.flush()
            return {"group": inv.group, "code": inv.code}

    def _add_person(self, name: str, role: str, group: str | None) -> tuple[Person, str]:
        name = (name or "").strip()
        group = (group or "").strip() or None
        if not name or len(name) > 100:
            raise Invalid("姓名须为1至100个字符 — a name of 1 to 100 characters is required")
        if group and len(group) > 100:
            raise Invalid("小组名最多100个字符 — a group name is at most 100 characters")
        token = new_token()
        with session_scope(self.engine) as s:
            if s.scalar(select(Trainee.id).where(Trainee.name == name)) is not None:
                raise Conflict(f"姓名已被使用：{name} — that name is taken")
            t = Trainee(name=name, token_hash=hash_token(token), role=role, group=group, created=self.clock())
            s.add(t)
            s.flush()
            return _person(t), token

    def authenticate(self, token: str | None) -> Person:
        """The person a token belongs to; a missing or unknown token is `Unauthorized` (401)."""
        if not token or not token.strip():
            raise Unauthorized("缺少令牌，请先注册 — no token: sign up first (Authorization: Bearer …)")
        with session_scope(self.engine) as s:
            t = s.scalar(select(Trainee).where(Trainee.token_hash == hash_token(token.strip())))
            if t is None:
                raise Unauthorized("令牌无效 — unknown token")
            return _person(t)

    # ------------------------------------------------------------------ answers

    def record(self, person: Person, q: Question, correct: bool, answer: Any, exam_id: int | None = None,
               at: datetime | None = None) -> datetime:
        """Store one answer (the question, the laws it touched, right or wrong, when); returns when."""
        when = at or self.clock()
        with session_scope(self.engine) as s:
            s.add(QuizAnswer(trainee_id=person.id, question=q.id, qtype=q.qtype,
                             laws=",".join(str(n) for n in q.law_numbers), correct=bool(correct),
                             answer=json.dumps(answer, ensure_ascii=False, sort_keys=True), exam_id=exam_id,
                             at=when))
        return when

    def answers(self, person_id: int) -> list[Answer]:
        """Every answer the person gave, oldest first (practice and exams alike)."""
        with session_scope(self.engine) as s:
            rows = s.scalars(select(QuizAnswer).where(QuizAnswer.trainee_id == person_id)
                             .order_by(QuizAnswer.at, QuizAnswer.id)).all()
            return [Answer(r.question, _laws(r.laws), r.correct, utc(r.at)) for r in rows]

    def progress(self, person_id: int, window: int = 5) -> dict[str, Any]:
        """Accuracy by law and by chapter, and the running accuracy after each answer (the chart)."""
        answers = self.answers(person_id)
        right = sum(a.correct for a in answers)
        points = [{**p, "at": a.at.isoformat(), "correct": a.correct}
                  for p, a in zip(over_time(answers, window), answers, strict=True)]
        return {"total": len(answers), "right": right, "accuracy": right / len(answers) if answers else 0.0,
                "by_law": {str(k): v for k, v in accuracy_by_law(answers).items()},
                "by_chapter": {str(k): v for k, v in accuracy_by_chapter(answers).items()},
                "over_time": points}

    # ------------------------------------------------------------------ exams

    def create_exam(self, person: Person, question_ids: list[str], minutes: int, pass_mark: float) -> dict[str, Any]:
        """An exam for the instructor's group (Forbidden to a trainee)."""
        if person.role != "instructor":
            raise Forbidden("只有教员可以出题 — only an instructor can create an exam")
        if not question_ids:
            raise Invalid("考试至少要有一题 — an exam needs at least one question")
        if not 1 <= minutes <= MAX_EXAM_MINUTES:
            raise Invalid(f"时限须为1至{MAX_EXAM_MINUTES}分钟 — the time limit is 1 to {MAX_EXAM_MINUTES} minutes")
        if not 0 <= pass_mark <= 100:
            raise Invalid("及格分须在0至100之间 — the pass mark is a percentage from 0 to 100")
        with session_scope(self.engine) as s:
            e = Exam(instructor_id=person.id, group=person.group, questions=",".join(question_ids),
                     minutes=minutes, pass_mark=float(pass_mark), created=self.clock())
            s.add(e)
            s.flush()
            return self._exam_dict(e, person.name)

    @staticmethod
    def _exam_dict(e: Exam, instructor: str | None = None) -> dict[str, Any]:
        return {"id": e.id, "group": e.group, "questions": e.questions.split(","), "count": len(e.questions.split(",")),
                "minutes": e.minutes, "pass_mark": e.pass_mark, "created": utc(e.created).isoformat(),
                "instructor": instructor}

    def exam(self, exam_id: int) -> dict[str, Any]:
        with session_scope(self.engine) as s:
            e = s.get(Exam, exam_id) if in_range(exam_id) else None
            if e is None:
                raise NotFound(f"没有第{exam_id}号考试 — no exam {exam_id}")
            instructor = s.get(Trainee, e.instructor_id)
            return self._exam_dict(e, instructor.name if instructor else None)

    def exams_for(self, person: Person) -> list[dict[str, Any]]:
        """The exams of the person's group, newest first, with his sitting (if any)."""
        with session_scope(self.engine) as s:
            rows = s.scalars(select(Exam).where(Exam.group == person.group).order_by(Exam.id.desc())).all()
            out = []
            for e in rows:
                d = self._exam_dict(e)
                sitting = s.scalar(select(ExamSitting).where(ExamSitting.exam_id == e.id,
                                                             ExamSitting.trainee_id == person.id))
                d["started"] = utc(sitting.started).isoformat() if sitting else None
                out.append(d)
            return out

    def _may_sit(self, person: Person, exam: dict[str, Any]) -> None:
        if person.role != "trainee":
            raise Forbidden("教员不参加考试 — instructors do not sit exams")
        if exam["group"] != person.group:
            raise Forbidden("这场考试不属于你的小组 — this exam is for another group")

    def start(self, person: Person, exam_id: int) -> dict[str, Any]:
        """Start (or resume) the person's sitting; the clock runs from the first start."""
        exam = self.exam(exam_id)
        self._may_sit(person, exam)
        with session_scope(self.engine) as s:
            sitting = s.scalar(select(ExamSitting).where(ExamSitting.exam_id == exam_id,
                                                         ExamSitting.trainee_id == person.id))
            if sitting is None:
                sitting = ExamSitting(exam_id=exam_id, trainee_id=person.id, started=self.clock())
                s.add(sitting)
                s.flush()
            started = utc(sitting.started)
        deadline = started + timedelta(minutes=exam["minutes"])
        answered = self._exam_answers(person.id, exam_id)
        return {"exam": exam, "started": started.isoformat(), "deadline": deadline.isoformat(),
                "seconds_left": max(0.0, (deadline - self.clock()).total_seconds()),
                "answered": sorted(answered)}

    def _sitting_start(self, person_id: int, exam_id: int) -> datetime | None:
        with session_scope(self.engine) as s:
            sitting = s.scalar(select(ExamSitting).where(ExamSitting.exam_id == exam_id,
                                                         ExamSitting.trainee_id == person_id))
            return utc(sitting.started) if sitting else None

    def _exam_answers(self, person_id: int, exam_id: int) -> dict[str, tuple[bool, datetime, Any]]:
        """{question: (right, when, the answer given)}: the first answer to each question of the exam."""
        with session_scope(self.engine) as s:
            rows = s.scalars(select(QuizAnswer).where(QuizAnswer.trainee_id == person_id,
                                                      QuizAnswer.exam_id == exam_id).order_by(QuizAnswer.id)).all()
            out: dict[str, tuple[bool, datetime, Any]] = {}
            for r in rows:
                out.setdefault(r.question, (r.correct, utc(r.at), json.loads(r.answer)))
            return out

    def may_answer(self, person: Person, exam_id: int, qid: str) -> tuple[dict[str, Any], datetime]:
        """The exam and the sitting's start, if the person may answer `qid` now: his group's exam,
        started, the question in it and not yet answered (else 403, 409 or 422)."""
        exam = self.exam(exam_id)
        self._may_sit(person, exam)
        if qid not in exam["questions"]:
            raise Invalid(f"此题不在本场考试中：{qid} — question {qid} is not in exam {exam_id}")
        started = self._sitting_start(person.id, exam_id)
        if started is None:
            raise Conflict("请先开始考试 — start the exam first")
        if qid in self._exam_answers(person.id, exam_id):
            raise Conflict(f"此题已作答：{qid} — question {qid} was already answered")
        return exam, started

    def record_exam_answer(self, person: Person, exam_id: int, q: Question, correct: bool,
                           answer: Any) -> dict[str, Any]:
        """An exam answer: the sitting must be started, the question in the exam and not yet answered.
        An answer after the time limit is kept but counts as wrong (`late`)."""
        exam, started = self.may_answer(person, exam_id, q.id)
        when = self.record(person, q, correct, answer, exam_id=exam_id)
        late = when > started + timedelta(minutes=exam["minutes"])
        return {"recorded": True, "question": q.id, "late": late,
                "answered": len(self._exam_answers(person.id, exam_id)), "count": exam["count"]}

    def result(self, exam_id: int, trainee_id: int) -> dict[str, Any]:
        """A trainee's result: each question right, wrong, late or unanswered; score and pass."""
        exam = self.exam(exam_id)
        with session_scope(self.engine) as s:
            t = s.get(Trainee, trainee_id)
            if t is None:
                raise NotFound(f"没有此学员 — no trainee {trainee_id}")
            who = _person(t)
        started = self._sitting_start(trainee_id, exam_id)
        given = self._exam_answers(trainee_id, exam_id)
        limit = timedelta(minutes=exam["minutes"])
        rows, results = [], []
        for qid in exam["questions"]:
            if qid in given and started is not None:
                ok, at, answer = given[qid]
                late = at > started + limit
                rows.append({"question": qid, "answered": True, "correct": ok and not late, "late": late,
                             "at": at.isoformat(), "answer": answer})
                results.append((ok, at))
            else:
                rows.append({"question": qid, "answered": False, "correct": False, "late": False, "at": None,
                             "answer": None})
                results.append((False, started or self.clock()))
        res: ExamResult = score_exam(results, started or self.clock(), limit, exam["pass_mark"])
        return {"exam": exam, "trainee": who.to_dict(), "sat": started is not None,
                "started": started.isoformat() if started else None, "questions": rows,
                "right": res.right, "total": res.total, "percent": round(res.percent, 1), "passed": res.passed,
                "late": res.late, "unanswered": sum(1 for r in rows if not r["answered"])}

    def sitting_over(self, person_id: int, exam: dict[str, Any]) -> bool:
        """Whether the person's sitting of `exam` has ended: started, and its time is up or every
        question is answered. Until then the exam's keys and results stay hidden from him."""
        started = self._sitting_start(person_id, exam["id"])
        if started is None:
            return False
        if self.clock() > started + timedelta(minutes=exam["minutes"]):
            return True
        return set(exam["questions"]) <= set(self._exam_answers(person_id, exam["id"]))

    def exam_questions_open(self, person: Person) -> set[str]:
        """The questions of his group's exams whose sitting the trainee has not finished (not started
        or still running): they are answered only in the exam, never in practice."""
        if person.role != "trainee" or person.group is None:
            return set()
        out: set[str] = set()
        for exam in self.exams_for(person):
            if not self.sitting_over(person.id, exam):
                out.update(exam["questions"])
        return out

    def result_for(self, person: Person, exam_id: int, trainee_id: int | None = None) -> dict[str, Any]:
        """A result the person may read: his own once his sitting has ended (409 before: the keys are
        shown after the exam), or (an instructor) any trainee's of his group."""
        if not in_range(exam_id) or (trainee_id is not None and not in_range(trainee_id)):
            raise NotFound(f"没有第{exam_id}号考试或此学员 — no exam {exam_id} or no such trainee")
        exam = self.exam(exam_id)
        if trainee_id is None or trainee_id == person.id:
            if person.role != "trainee":
                raise Invalid("请指定学员 — name the trainee (?trainee=ID)")
            self._may_sit(person, exam)
            if not self.sitting_over(person.id, exam):
                raise Conflict("考试结束后才公布成绩和答案 — the result and the keys are shown after the exam ends")
            return self.result(exam_id, person.id)
        if person.role != "instructor" or exam["group"] != person.group:
            raise Forbidden("无权查看他人的成绩 — you may not read another trainee's result")
        out = self.result(exam_id, trainee_id)
        if out["trainee"]["group"] != person.group:
            raise Forbidden("该学员不在你的小组 — that trainee is not in your group")
        return out

    def group_results(self, person: Person, exam_id: int) -> dict[str, Any]:
        """Every trainee of the group on one exam (an instructor of that group only)."""
        exam = self.exam(exam_id)
        if person.role != "instructor":
            raise Forbidden("只有教员可以查看小组成绩 — only an instructor sees the group's results")
        if exam["group"] != person.group:
            raise Forbidden("这场考试不属于你的小组 — this exam is for another group")
        with session_scope(self.engine) as s:
            ids = s.scalars(select(Trainee.id).where(Trainee.group == person.group, Trainee.role == "trainee")
                            .order_by(Trainee.name)).all()
        results = [self.result(exam_id, i) for i in ids]
        sat = [r for r in results if r["sat"]]
        return {"exam": exam, "results": results, "sat": len(sat), "passed": sum(r["passed"] for r in sat),
                "average": round(sum(r["percent"] for r in sat) / len(sat), 1) if sat else None}


# ---------------------------------------------------------------------------------- the engine's side

def ask(bank: Bank, q: Question, seed: int = 0, engine: Any = None) -> dict[str, Any]:
    """A question as the trainee sees it: the prompt and the choices, in Chinese and English.
    Which choice is right is not said (it is decided by `check` when the answer comes)."""
    from rulings.quiz.bank import answer_key, choices, describe, prompt

    key = answer_key(q, engine)
    opts = choices(q, key, seed=seed, engine=engine)
    return {"id": q.id, "qtype": q.qtype, "title": q.title, "laws": list(q.law_numbers),
            "prompt": {"zh": prompt(q, "zh"), "en": prompt(q, "en")},
            "choices": [{"label": o["label"], "value": o["value"],
                         "text": {"zh": describe(o["value"], q.qtype, "zh"), "en": describe(o["value"], q.qtype, "en")}}
                        for o in opts]}


def explain(q: Question, answer: dict[str, Any], engine: Any = None) -> dict[str, Any]:
    """An answer checked against the engine's ruling: right or wrong, the ruling, the law text and
    why the answer was wrong, in both languages."""
    from rulings.quiz.bank import check

    zh, en = check(q, answer, "zh", engine), check(q, answer, "en", engine)
    return {"question": q.id, "qtype": q.qtype, "correct": zh["correct"], "answer": zh["answer"], "key": zh["key"],
            "key_text": {"zh": zh["key_text"], "en": en["key_text"]}, "why": {"zh": zh["why"], "en": en["why"]},
            "rectification": {"zh": zh["rectification"], "en": en["rectification"]},
            "citations": zh["citations"], "laws": zh["laws"]}


def quiz_task(data: dict[str, Any], backend: str = "durable") -> tuple[str, Any]:
    """Worker side of the web quiz: ``{"op": "ask", "question": id, "seed": n}`` or
    ``{"op": "check", "question": id, "answer": {...}}``; a tagged outcome as `rulings.service.pool`'s."""
    from rulings.quiz.bank import default_bank
    from rulings.ruling import default_engine

    try:
        bank = default_bank()
        engine = default_engine(backend)
        q = bank.by_id(str(data.get("question")))
        if data.get("op") == "ask":
            return "ok", ask(bank, q, int(data.get("seed") or 0), engine)
        if data.get("op") == "check":
            answer = data.get("answer")
            if not isinstance(answer, dict):
                return "input_error", f"a quiz check needs an answer object, not {type(answer).__name__}"
            return "ok", explain(q, answer, engine)
        return "input_error", f"unknown quiz operation {data.get('op')!r}"
    except RulingsError as exc:
        return "input_error", str(exc)
    except Exception as exc:  # noqa: BLE001 - reported to the caller as RulingFailed, never lost
        return "error", f"{type(exc).__name__}: {exc}"
