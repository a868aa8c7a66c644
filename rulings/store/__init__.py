"""The case store: appeals and their audit trail in SQLite (embedded) or PostgreSQL.

`db` (engine, `Base`, `session_scope`), `migrate` (Alembic, run programmatically), `cases` (the case
file, roles and the append-only repository; Laws 12C, 92 and 93).
"""
