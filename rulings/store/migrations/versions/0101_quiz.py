"""The quiz: trainees (hashed tokens), every answer, exams and their sittings.

Revision ID: 0101_quiz
Revises:
Create Date: 2026-01-01
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0101_quiz"
down_revision: str | Sequence[str] | None = None
branch_labels: str | Sequence[str] | None = ("quiz",)
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "quiz_trainees",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("name", sa.String(100), nullable=False, unique=True),
        sa.Column("token_hash", sa.String(64), nullable=False, unique=True),
        sa.Column("role", sa.String(20), nullable=False),
        sa.Column("group", sa.String(100), nullable=True),
        sa.Column("created", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "quiz_exams",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("instructor_id", sa.Integer, sa.ForeignKey("quiz_trainees.id"), nullable=False),
        sa.Column("group", sa.String(100), nullable=True),
        sa.Column("questions", sa.Text, nullable=False),
        sa.Column("minutes", sa.Integer, nullable=False),
        sa.Column("pass_mark", sa.Float, nullable=False),
        sa.Column("created", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "quiz_answers",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("trainee_id", sa.Integer, sa.ForeignKey("quiz_trainees.id"), nullable=False, index=True),
        sa.Column("question", sa.String(20), nullable=False),
        sa.Column("qtype", sa.String(10), nullable=False),
        sa.Column("laws", sa.String(200), nullable=False),
        sa.Column("correct", sa.Boolean, nullable=False),
        sa.Column("answer", sa.Text, nullable=False),
        sa.Column("exam_id", sa.Integer, sa.ForeignKey("quiz_exams.id"), nullable=True),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "quiz_exam_sittings",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("exam_id", sa.Integer, sa.ForeignKey("quiz_exams.id"), nullable=False, index=True),
        sa.Column("trainee_id", sa.Integer, sa.ForeignKey("quiz_trainees.id"), nullable=False, index=True),
        sa.Column("started", sa.DateTime(timezone=True), nullable=False),
    )


def downgrade() -> None:
    for table in ("quiz_exam_sittings", "quiz_answers", "quiz_exams", "quiz_trainees"):
        op.drop_table(table)
