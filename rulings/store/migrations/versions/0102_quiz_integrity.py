"""The quiz's record kept as honestly as the case store's (issue 15).

* answers, exams and sittings are append-only (UPDATE and DELETE refused by the database);
* an exam question is answered once per trainee (a unique index), so a forged second answer is refused;
* every change of a trainee's or instructor's role or group is written to `quiz_person_events` by a
  trigger (append-only);
* `quiz_invitations`: a group is joined with its instructor's invitation code, never by naming it.

Revision ID: 0102_quiz_integrity
Revises: 0101_quiz
Create Date: 2026-12-01
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0102_quiz_integrity"
down_revision: str | Sequence[str] | None = "0101_quiz"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

APPEND_ONLY = ("quiz_answers", "quiz_exams", "quiz_exam_sittings", "quiz_person_events")
SQLITE_NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"


def upgrade() -> None:
    op.create_table(
        "quiz_invitations",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("code", sa.String(64), nullable=False, unique=True),
        sa.Column("group", sa.String(100), nullable=False),
        sa.Column("instructor_id", sa.Integer, sa.ForeignKey("quiz_trainees.id"), nullable=False),
        sa.Column("created", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "quiz_person_events",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("person_id", sa.Integer, nullable=False),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("old_role", sa.String(20), nullable=True),
        sa.Column("new_role", sa.String(20), nullable=True),
        sa.Column("old_group", sa.String(100), nullable=True),
        sa.Column("new_group", sa.String(100), nullable=True),
        sa.Column("at", sa.String(40), nullable=False),
    )
    op.create_index("uq_quiz_exam_answer_once", "quiz_answers", ["trainee_id", "exam_id", "question"], unique=True,
                    sqlite_where=sa.text("exam_id IS NOT NULL"), postgresql_where=sa.text("exam_id IS NOT NULL"))
    if op.get_bind().dialect.name == "postgresql":
        op.execute("""
            CREATE OR REPLACE FUNCTION rulings_append_only() RETURNS trigger AS $$
            BEGIN RAISE EXCEPTION 'append-only table %: % refused', TG_TABLE_NAME, TG_OP; END;
            $$ LANGUAGE plpgsql""")
        for table in APPEND_ONLY:
            op.execute(f"CREATE TRIGGER {table}_append_only BEFORE UPDATE OR DELETE ON {table} "
                       f"FOR EACH ROW EXECUTE FUNCTION rulings_append_only()")
        op.execute("""
            CREATE OR REPLACE FUNCTION rulings_quiz_person_events() RETURNS trigger AS $$
            BEGIN
                IF OLD.role IS DISTINCT FROM NEW.role OR OLD."group" IS DISTINCT FROM NEW."group" THEN
                    INSERT INTO quiz_person_events (person_id, name, old_role, new_role, old_group, new_group, at)
                    VALUES (NEW.id, NEW.name, OLD.role, NEW.role, OLD."group", NEW."group",
                            to_char(now() AT TIME ZONE 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
                END IF;
                RETURN NEW;
            END; $$ LANGUAGE plpgsql""")
        op.execute("CREATE TRIGGER quiz_trainees_events AFTER UPDATE ON quiz_trainees "
                   "FOR EACH ROW EXECUTE FUNCTION rulings_quiz_person_events()")
    else:
        for table in APPEND_ONLY:
            for verb in ("UPDATE", "DELETE"):
                op.execute(f"CREATE TRIGGER {table}_no_{verb.lower()} BEFORE {verb} ON {table} "
                           f"BEGIN SELECT RAISE(ABORT, 'append-only table {table}: {verb} refused'); END")
        op.execute(f"""
            CREATE TRIGGER quiz_trainees_events AFTER UPDATE ON quiz_trainees
            WHEN OLD.role IS NOT NEW.role OR OLD."group" IS NOT NEW."group" BEGIN
                INSERT INTO quiz_person_events (person_id, name, old_role, new_role, old_group, new_group, at)
                VALUES (NEW.id, NEW.name, OLD.role, NEW.role, OLD."group", NEW."group", {SQLITE_NOW}); END""")


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute("DROP TRIGGER IF EXISTS quiz_trainees_events ON quiz_trainees")
        for table in APPEND_ONLY:
            op.execute(f"DROP TRIGGER IF EXISTS {table}_append_only ON {table}")
    else:
        op.execute("DROP TRIGGER IF EXISTS quiz_trainees_events")
        for table in APPEND_ONLY:
            for verb in ("update", "delete"):
                op.execute(f"DROP TRIGGER IF EXISTS {table}_no_{verb}")
    op.drop_index("uq_quiz_exam_answer_once", table_name="quiz_answers")
    op.drop_table("quiz_person_events")
    op.drop_table("quiz_invitations")
