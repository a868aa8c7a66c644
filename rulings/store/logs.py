"""Event logs as a case receives them in text (the case form, `rulings case new LOG.yaml`): read by
the one log loader, `rulings.log.parse_log_text`, so every bound it sets (size, depth, no aliases or
anchors, the number of events) holds here too, and a bad log is one line naming its line, event and
field. The case keeps the log as the plain data the user gave.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rulings.errors import InputError
from rulings.log import parse_log_text
from rulings.yamlio import load


def read_log_text(text: str, source: str) -> dict[str, Any]:
    """The log in `text` (YAML or JSON) as plain data, once the log loader has accepted it."""
    parse_log_text(text, source=source)  # the bounded, strict loader: refuses before anything is built
    data = load(text)  # accepted above: a mapping with events, within every bound
    return data if isinstance(data, dict) else {}


def read_text_file(path: str) -> str:
    """The text of a file the user names; a missing or unreadable file is one line."""
    try:
        return Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputError(f"文件不存在：{path} — no such file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(f"无法读取 {path}：{exc} — cannot read") from None


def read_log_file(path: str) -> dict[str, Any]:
    """The log in the file at `path`; a missing or unreadable file is one line."""
    return read_log_text(read_text_file(path), path)
