"""The record keeps itself honest: versions in order, users' history, revocable tokens (issue 15).

* `case_versions`: a forged INSERT is refused — a version must be the case's last version + 1, and a
  closed case (a committee decision, Law 93) takes only closed versions (amendments).
* `users.revoked_at`: a revoked token is refused at the next request.
* `user_events`: the database writes every user's creation, role change, token rotation and
  revocation there by trigger, whoever makes the change (an `UPDATE users SET role='admin'` behind the
  program's back leaves its row); the table itself is append-only.

Revision ID: 0003_record_integrity
Revises: 0002_amendments
Create Date: 2026-12-01
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003_record_integrity"
down_revision: str | Sequence[str] | None = "0002_amendments"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

ORDER_MSG = "case_versions: a version must follow the case''s last version, and a closed case takes only closed versions"
SQLITE_NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"


def _sqlite() -> None:
    op.execute(f"""
        CREATE TRIGGER case_versions_in_order BEFORE INSERT ON case_versions
        WHEN NEW.version != (SELECT COALESCE(MAX(version), 0) + 1 FROM case_versions WHERE case_id = NEW.case_id)
          OR (NEW.status != 'closed' AND (SELECT status FROM case_versions WHERE case_id = NEW.case_id
                                          ORDER BY version DESC LIMIT 1) = 'closed')
        BEGIN SELECT RAISE(ABORT, '{ORDER_MSG}'); END""")
    op.execute(f"""
        CREATE TRIGGER users_created AFTER INSERT ON users BEGIN
            INSERT INTO user_events (user_id, name, action, old_role, new_role, at)
            VALUES (NEW.id, NEW.name, 'create', NULL, NEW.role, {SQLITE_NOW}); END""")
    op.execute(f"""
        CREATE TRIGGER users_role_changed AFTER UPDATE OF role ON users WHEN OLD.role != NEW.role BEGIN
            INSERT INTO user_events (user_id, name, action, old_role, new_role, at)
            VALUES (NEW.id, NEW.name, 'role', OLD.role, NEW.role, {SQLITE_NOW}); END""")
    op.execute(f"""
        CREATE TRIGGER users_token_rotated AFTER UPDATE OF token_hash ON users
        WHEN OLD.token_hash != NEW.token_hash BEGIN
            INSERT INTO user_events (user_id, name, action, old_role, new_role, at)
            VALUES (NEW.id, NEW.name, 'rotate', NEW.role, NEW.role, {SQLITE_NOW}); END""")
    op.execute(f"""
        CREATE TRIGGER users_revoked AFTER UPDATE OF revoked_at ON users
        WHEN OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL BEGIN
            INSERT INTO user_events (user_id, name, action, old_role, new_role, at)
            VALUES (NEW.id, NEW.name, 'revoke', NEW.role, NEW.role, {SQLITE_NOW}); END""")
    for verb in ("UPDATE", "DELETE"):
        op.execute(f"CREATE TRIGGER user_events_no_{verb.lower()} BEFORE {verb} ON user_events "
                   f"BEGIN SELECT RAISE(ABORT, 'append-only table user_events: {verb} refused'); END")


def _postgresql() -> None:
    op.execute(f"""
        CREATE OR REPLACE FUNCTION rulings_case_versions_in_order() RETURNS trigger AS $$
        DECLARE last_version integer; last_status text;
        BEGIN
            SELECT version, status INTO last_version, last_status FROM case_versions
             WHERE case_id = NEW.case_id ORDER BY version DESC LIMIT 1;
            IF NEW.version != COALESCE(last_version, 0) + 1
               OR (last_status = 'closed' AND NEW.status != 'closed') THEN
                RAISE EXCEPTION '{ORDER_MSG}';
            END IF;
            RETURN NEW;
        END; $$ LANGUAGE plpgsql""")
    op.execute("CREATE TRIGGER case_versions_in_order BEFORE INSERT ON case_versions "
               "FOR EACH ROW EXECUTE FUNCTION rulings_case_versions_in_order()")
    op.execute("""
        CREATE OR REPLACE FUNCTION rulings_user_events() RETURNS trigger AS $$
        DECLARE stamp text := to_char(now() AT TIME ZONE 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
        BEGIN
            IF TG_OP = 'INSERT' THEN
                INSERT INTO user_events (user_id, name, action, old_role, new_role, at)
                VALUES (NEW.id, NEW.name, 'create', NULL, NEW.role, stamp);
                RETURN NEW;
            END IF;
            IF OLD.role IS DISTINCT FROM NEW.role THEN
                INSERT INTO user_events (user_id, name, action, old_role, new_role, at)
                VALUES (NEW.id, NEW.name, 'role', OLD.role, NEW.role, stamp);
            END IF;
            IF OLD.token_hash IS DISTINCT FROM NEW.token_hash THEN
                INSERT INTO user_events (user_id, name, action, old_role, new_role, at)
                VALUES (NEW.id, NEW.name, 'rotate', NEW.role, NEW.role, stamp);
            END IF;
            IF OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL THEN
                INSERT INTO user_events (user_id, name, action, old_role, new_role, at)
                VALUES (NEW.id, NEW.name, 'revoke', NEW.role, NEW.role, stamp);
            END IF;
            RETURN NEW;
        END; $$ LANGUAGE plpgsql""")
    op.execute("CREATE TRIGGER users_events AFTER INSERT OR UPDATE ON users "
               "FOR EACH ROW EXECUTE FUNCTION rulings_user_events()")
    op.execute("CREATE TRIGGER user_events_append_only BEFORE UPDATE OR DELETE ON user_events "
               "FOR EACH ROW EXECUTE FUNCTION rulings_append_only()")


def upgrade() -> None:
    op.add_column("users", sa.Column("revoked_at", sa.DateTime(timezone=True), nullable=True))
    op.create_table(
        "user_events",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("user_id", sa.Integer, nullable=False),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("action", sa.String(20), nullable=False),
        sa.Column("old_role", sa.String(20), nullable=True),
        sa.Column("new_role", sa.String(20), nullable=True),
        sa.Column("at", sa.String(40), nullable=False),
    )
    # the users who exist already: their creation, as far as the record knows it
    op.execute("INSERT INTO user_events (user_id, name, action, old_role, new_role, at) "
               "SELECT id, name, 'create', NULL, role, 'before 0003' FROM users")
    if op.get_bind().dialect.name == "postgresql":
        _postgresql()
    else:
        _sqlite()


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute("DROP TRIGGER IF EXISTS user_events_append_only ON user_events")
        op.execute("DROP TRIGGER IF EXISTS users_events ON users")
        op.execute("DROP TRIGGER IF EXISTS case_versions_in_order ON case_versions")
    else:
        for name in ("user_events_no_update", "user_events_no_delete", "users_revoked", "users_token_rotated",
                     "users_role_changed", "users_created", "case_versions_in_order"):
            op.execute(f"DROP TRIGGER IF EXISTS {name}")
    op.drop_table("user_events")
    with op.batch_alter_table("users") as batch:
        batch.drop_column("revoked_at")
