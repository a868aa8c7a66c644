"""Amendments of closed cases: a closed case is never edited; each amendment is a new version, its
audit entry, and a row here with the reason (who, when, why).

Revision ID: 0002_amendments
Revises: 0001_cases
Create Date: 2026-01-02
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002_amendments"
down_revision: str | Sequence[str] | None = "0001_cases"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None



def upgrade() -> None:
    op.create_table(
        "case_amendments",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("case_id", sa.Integer, sa.ForeignKey("cases.id"), nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("who", sa.String(200), nullable=False),
        sa.Column("reason", sa.Text, nullable=False),
        sa.UniqueConstraint("case_id", "version", name="uq_case_amendments_case_version"),
        sa.ForeignKeyConstraint(["case_id", "version"], ["case_versions.case_id", "case_versions.version"],
                                name="fk_case_amendments_version"),
    )
    op.create_index("ix_case_amendments_case", "case_amendments", ["case_id"])
    _append_only("case_amendments")


def downgrade() -> None:
    _drop_append_only("case_amendments")
    op.drop_index("ix_case_amendments_case", table_name="case_amendments")
    op.drop_table("case_amendments")


def _append_only(table: str) -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute(f"CREATE TRIGGER {table}_append_only BEFORE UPDATE OR DELETE ON {table} "
                   f"FOR EACH ROW EXECUTE FUNCTION rulings_append_only()")
    else:
        for verb in ("UPDATE", "DELETE"):
            op.execute(f"CREATE TRIGGER {table}_no_{verb.lower()} BEFORE {verb} ON {table} "
                       f"BEGIN SELECT RAISE(ABORT, 'append-only table {table}: {verb} refused'); END")


def _drop_append_only(table: str) -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute(f"DROP TRIGGER IF EXISTS {table}_append_only ON {table}")
    else:
        for verb in ("update", "delete"):
            op.execute(f"DROP TRIGGER IF EXISTS {table}_no_{verb}")
