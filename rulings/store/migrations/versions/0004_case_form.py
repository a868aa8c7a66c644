"""The form of contest of a case (比赛形式): pairs (双人赛), individual (个人赛) or teams (队式赛), so that an
appeals committee can record a case from an individual event and its adjusted scores are given to each
player (Laws 12C1, 88, 89).

`cases.form` is written when a case is filed; the database refuses any other value. A case filed before
this revision keeps NULL there and reads as before: its form follows from its scoring (IMPs: teams,
otherwise pairs), as the adjusted scores were computed then. `cases` stays append-only (0001): adding a
column updates no row.

Revision ID: 0004_case_form
Revises: 0003_record_integrity
Create Date: 2026-12-02
"""

from __future__ import annotations

from collections.abc import Sequence

from alembic import op

revision: str = "0004_case_form"
down_revision: str | Sequence[str] | None = "0003_record_integrity"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # plain SQL, the same on SQLite and PostgreSQL: a column with its CHECK, no table rebuilt (a batch
    # rebuild would drop the append-only triggers of 0001)
    op.execute("ALTER TABLE cases ADD COLUMN form VARCHAR(20) NULL "
               "CONSTRAINT ck_cases_form CHECK (form IN ('pairs', 'individual', 'teams'))")


def downgrade() -> None:
    op.execute("ALTER TABLE cases DROP COLUMN form")
