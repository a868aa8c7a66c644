"""The case store: users with hashed tokens, cases, every version of a case, and the audit trail.

Append-only: the database itself refuses UPDATE and DELETE on cases, case_versions and case_audit
(triggers on SQLite and PostgreSQL), so no code path can overwrite a version or an audit entry.

Revision ID: 0001_cases
Revises:
Create Date: 2026-01-01
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0001_cases"
down_revision: str | Sequence[str] | None = None
branch_labels: str | Sequence[str] | None = ("cases",)
depends_on: str | Sequence[str] | None = None

APPEND_ONLY = ("cases", "case_versions", "case_audit")


def append_only(table: str) -> None:
    """Refuse UPDATE and DELETE on `table` at the database."""
    if op.get_bind().dialect.name == "postgresql":
        op.execute("""
            CREATE OR REPLACE FUNCTION rulings_append_only() RETURNS trigger AS $$
            BEGIN
                RAISE EXCEPTION 'append-only table %: % refused', TG_TABLE_NAME, TG_OP;
            END;
            $$ LANGUAGE plpgsql
        """)
        op.execute(f"CREATE TRIGGER {table}_append_only BEFORE UPDATE OR DELETE ON {table} "
                   f"FOR EACH ROW EXECUTE FUNCTION rulings_append_only()")
    else:
        for verb in ("UPDATE", "DELETE"):
            op.execute(f"CREATE TRIGGER {table}_no_{verb.lower()} BEFORE {verb} ON {table} "
                       f"BEGIN SELECT RAISE(ABORT, 'append-only table {table}: {verb} refused'); END")


def drop_append_only(table: str) -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute(f"DROP TRIGGER IF EXISTS {table}_append_only ON {table}")
    else:
        for verb in ("update", "delete"):
            op.execute(f"DROP TRIGGER IF EXISTS {table}_no_{verb}")


def upgrade() -> None:
    op.create_table(
        "users",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("name", sa.String(200), nullable=False, unique=True),
        sa.Column("role", sa.String(20), nullable=False),
        sa.Column("token_salt", sa.String(64), nullable=False),
        sa.Column("token_hash", sa.String(128), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint("role IN ('director', 'committee', 'admin')", name="ck_users_role"),
    )
    op.create_table(
        "cases",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("created_by", sa.String(200), nullable=False),
        sa.Column("tournament", sa.String(300), nullable=False),
    )
    op.create_table(
        "case_versions",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("case_id", sa.Integer, sa.ForeignKey("cases.id"), nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("status", sa.String(20), nullable=False),
        sa.Column("data", sa.JSON, nullable=False),
        sa.UniqueConstraint("case_id", "version", name="uq_case_versions_case_version"),
    )
    op.create_table(
        "case_audit",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("case_id", sa.Integer, sa.ForeignKey("cases.id"), nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("who", sa.String(200), nullable=False),
        sa.Column("role", sa.String(20), nullable=False),
        sa.Column("action", sa.String(40), nullable=False),
        sa.Column("diff", sa.JSON, nullable=False),
        sa.UniqueConstraint("case_id", "version", name="uq_case_audit_case_version"),
        sa.ForeignKeyConstraint(["case_id", "version"], ["case_versions.case_id", "case_versions.version"],
                                name="fk_case_audit_version"),
    )
    for table in APPEND_ONLY:
        append_only(table)


def downgrade() -> None:
    for table in reversed(APPEND_ONLY):
        drop_append_only(table)
    op.drop_table("case_audit")
    op.drop_table("case_versions")
    op.drop_table("cases")
    op.drop_table("users")
