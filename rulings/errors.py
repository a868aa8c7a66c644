"""Errors the user can act on. Each says what is wrong and where (file, line, event number, field).

Bad input is not an irregularity at the table: an irregularity is what the system rules on, bad
input is a log the system cannot read.
"""

from __future__ import annotations


class RulingsError(Exception):
    """Base of every error shown to a user as one line, exit code 2."""

    exit_code = 2


class LogError(RulingsError):
    """An event log that cannot be read: names the event number (from 0) and the field."""

    def __init__(self, message: str, *, event: int | None = None, field: str | None = None,
                 source: str | None = None, line: int | None = None) -> None:
        self.event, self.field, self.source, self.line, self.detail = event, field, source, line, message
        where = []
        if source:
            where.append(f"{source}" + (f":{line}" if line else ""))
        if event is not None:
            where.append(f"event {event}")
        if field:
            where.append(f"field '{field}'")
        super().__init__((", ".join(where) + ": " if where else "") + message)


class LawbookError(RulingsError):
    """A lawbook file that breaks the schema: names the file and line."""

    def __init__(self, message: str, *, path: str | None = None, line: int | None = None) -> None:
        self.path, self.line, self.detail = path, line, message
        prefix = f"{path}:{line}: " if path and line else (f"{path}: " if path else "")
        super().__init__(prefix + message)


class RequestError(RulingsError):
    """A request to a store (cases, quiz) that cannot be carried out; `status` is the HTTP status the
    API answers with."""

    status = 400


class Unauthorized(RequestError):
    status = 401


class Forbidden(RequestError):
    status = 403


class NotFound(RequestError):
    status = 404


class Conflict(RequestError):
    status = 409


class Invalid(RequestError):
    status = 422


class InputError(RulingsError):
    """Any other request the program cannot carry out (a score request with 14 tricks, …)."""
