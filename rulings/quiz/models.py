"""The quiz's tables on the case store's database (`rulings.store.db.Base`); their Alembic branch is
``quiz`` (`rulings/store/migrations/versions/0101_quiz.py`).

Trainees and instructors have a name and a token stored only as its SHA-256; every answer is kept
(question id, the laws it touched, right or wrong, when) so progress is computed from the records.
Questions are not stored here: the bank holds their logs and the engine their keys.
"""

from __future__ import annotations

import hashlib
from datetime import UTC, datetime

from sqlalchemy import Boolean, DateTime, Float, ForeignKey, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from rulings.store.db import Base
from rulings.store.users import new_secret


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def new_token() -> str:
    return new_secret(24)


def _now() -> datetime:
    return datetime.now(UTC)


class Trainee(Base):
    __tablename__ = "quiz_trainees"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(100), unique=True)
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    role: Mapped[str] = mapped_column(String(20), default="trainee")  # trainee | instructor
    group: Mapped[str | None] = mapped_column(String(100), nullable=True)
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)


class QuizAnswer(Base):
    __tablename__ = "quiz_answers"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    trainee_id: Mapped[int] = mapped_column(ForeignKey("quiz_trainees.id"), index=True)
    question: Mapped[str] = mapped_column(String(20))
    qtype: Mapped[str] = mapped_column(String(10))
    laws: Mapped[str] = mapped_column(String(200))  # law numbers, comma-separated
    correct: Mapped[bool] = mapped_column(Boolean)
    answer: Mapped[str] = mapped_column(Text)  # the answer given, as JSON
    exam_id: Mapped[int | None] = mapped_column(ForeignKey("quiz_exams.id"), nullable=True)
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)


class Exam(Base):
    __tablename__ = "quiz_exams"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    instructor_id: Mapped[int] = mapped_column(ForeignKey("quiz_trainees.id"))
    group: Mapped[str | None] = mapped_column(String(100), nullable=True)
    questions: Mapped[str] = mapped_column(Text)  # question ids, comma-separated
    minutes: Mapped[int] = mapped_column(Integer)
    pass_mark: Mapped[float] = mapped_column(Float)
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)


class ExamSitting(Base):
    __tablename__ = "quiz_exam_sittings"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    exam_id: Mapped[int] = mapped_column(ForeignKey("quiz_exams.id"), index=True)
    trainee_id: Mapped[int] = mapped_column(ForeignKey("quiz_trainees.id"), index=True)
    started: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)


class Invitation(Base):
    """An instructor's invitation code: a trainee joins the instructor's group by giving it at sign-up
    (migration 0102); a group is never joined by naming it."""

    __tablename__ = "quiz_invitations"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    code: Mapped[str] = mapped_column(String(64), unique=True)
    group: Mapped[str] = mapped_column(String(100))
    instructor_id: Mapped[int] = mapped_column(ForeignKey("quiz_trainees.id"))
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)
