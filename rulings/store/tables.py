"""The case store's tables (Laws 81–93 on paper, SQLAlchemy here): users, cases, every version of a
case, its audit trail, the amendments of closed cases and the users' own history.

The migrations (`rulings/store/migrations`) are the schema's authority; these classes map it. The
database keeps the record honest by itself: `case_versions`, `case_audit` and `case_amendments` refuse
UPDATE and DELETE (0001, 0002); a version must follow the case's last one and a closed case only takes
closed versions (0003); every change of a user's role or token is written to `user_events` by a
trigger (0003), whoever makes it.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import JSON, DateTime, ForeignKey, Integer, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from rulings.store.db import Base

MAX_ID = 2**31 - 1  # ids are INTEGER columns (32 bits on PostgreSQL): a larger id names no row


def in_range(value: int) -> bool:
    """Whether `value` can be a row id (an id out of range is simply not found: 404, never a 500)."""
    return 1 <= value <= MAX_ID


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
    revoked_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)


class UserEvent(Base):
    """A user's history, written by the database's triggers: created, role changed, token rotated or
    revoked (who did it is in `by` when the program made the change; a change made behind its back
    still leaves its row, with `by` empty)."""

    __tablename__ = "user_events"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    user_id: Mapped[int] = mapped_column(Integer)
    name: Mapped[str] = mapped_column(String(200))
    action: Mapped[str] = mapped_column(String(20))
    old_role: Mapped[str | None] = mapped_column(String(20), nullable=True)
    new_role: Mapped[str | None] = mapped_column(String(20), nullable=True)
    at: Mapped[str] = mapped_column(String(40))


class Case(Base):
    __tablename__ = "cases"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    created_by: Mapped[str] = mapped_column(String(200))
    tournament: Mapped[str] = mapped_column(String(300))
    #: 比赛形式 pairs | individual | teams (0004); NULL for a case filed before: its scoring decides
    form: Mapped[str | None] = mapped_column(String(20), nullable=True)


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
