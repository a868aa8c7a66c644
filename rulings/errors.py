"""Errors the user can act on. Each says what is wrong and where (file, line, event number, field).

Bad input is not an irregularity at the table: an irregularity is what the system rules on, bad
input is a log the system cannot read.
"""

from __future__ import annotations


def event_number(index: int) -> int:
    """The number a person reads for the event at `index` of a log's `events`: events are counted from 1
    wherever they are written for a reader (第5项事件, event 5: the fifth, as lines are counted), in
    errors, the audit, the ruling's text and the export's commentary. A JSON field `event` is the index
    itself, counted from 0 as JSON paths are (`loc: ["body", "events", 4]`) — a position, not a number
    (verify4 defect 4: both were written in text)."""
    return index + 1


class Refusal(ValueError):
    """A ValueError whose message has its Chinese form (`zh`): what a reader of cards, seats, calls or
    hands refuses, for the LogError that names where it is to carry in both languages."""

    def __init__(self, message: str, zh: str) -> None:
        super().__init__(message)
        self.zh = zh


def zh_of(exc: BaseException) -> str | None:
    """The Chinese form of an exception's message, where it has one (`Refusal`, `LogError`)."""
    zh = getattr(exc, "zh", None)
    return zh if isinstance(zh, str) else None


class RulingsError(Exception):
    """Base of every error shown to a user as one line, exit code 2."""

    exit_code = 2


class LogError(RulingsError):
    """An event log that cannot be read: names the event (`event`: its index, said as `event_number`) and the field. `zh`: the
    message in Chinese, where one is written (`bilingual` puts it first, the English beside)."""

    def __init__(self, message: str, *, event: int | None = None, field: str | None = None,
                 source: str | None = None, line: int | None = None, zh: str | None = None) -> None:
        self.event, self.field, self.source, self.line, self.detail = event, field, source, line, message
        self.zh = zh
        where = []
        if source:
            where.append(f"{source}" + (f":{line}" if line else ""))
        if event is not None:
            where.append(f"event {event_number(event)}")
        if field:
            where.append(f"field '{field}'")
        super().__init__((", ".join(where) + ": " if where else "") + message)

    def bilingual(self, what: str = "事件记录有误") -> LogError:
        """The same error, Chinese first and English beside (as `rulings audit` and `export` print theirs):
        `what` is wrong (an event log, 事件记录有误; a PBN or LIN record, 记录有误), where it is in Chinese
        (file and line, event number, field), what is wrong in Chinese when the message has its Chinese
        form, then the English message."""
        where = []
        if self.source:
            where.append(self.source + (f" 第{self.line}行" if self.line else ""))
        if self.event is not None:
            where.append(f"第{event_number(self.event)}项事件")
        if self.field:
            where.append(f"字段 {self.field}")
        head = what + ("（" + "，".join(where) + "）" if where else "") + (f"：{self.zh}" if self.zh else "")
        both = LogError(self.detail, event=self.event, field=self.field, source=self.source, line=self.line,
                        zh=self.zh)
        both.args = (f"{head} — {self}",)
        return both


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
