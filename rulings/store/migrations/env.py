"""Alembic environment for the rulings database: online only, on the engine passed in by
`rulings.store.migrate.config` (or the configured URL when run from the alembic command line)."""

from __future__ import annotations

from alembic import context

from rulings.store.db import Base, get_engine

config = context.config
engine = config.attributes.get("engine") or get_engine(config.get_main_option("sqlalchemy.url") or None)

with engine.begin() as connection:
    context.configure(connection=connection, target_metadata=Base.metadata, render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()
