"""A reader's warning in two languages (`Said`): the English, what `meta["warnings"]`, the JSON report
and the English report show, carrying its Chinese, which the Chinese report puts first (`said_zh`).
No imports: the tokenizer (`rulings.records.tokens`) says its notes with it too."""

from __future__ import annotations

from typing import Any

__all__ = ["Said", "said_zh"]


class Said(str):
    """A reader's warning: the English text (what `meta["warnings"]`, the JSON report and the English
    report show) carrying its Chinese (`zh`, where one is written), which the Chinese report puts
    first with the English beside (`said_zh`). Pickled with its Chinese (the audit's pool, Dask)."""

    zh: str | None

    def __new__(cls, en: str, zh: str | None = None) -> Said:
        said = super().__new__(cls, en)
        said.zh = zh
        return said

    def __reduce__(self) -> tuple[Any, ...]:
        return Said, (str(self), self.zh)


def said_zh(warning: str) -> str:
    """A warning as the Chinese report shows it: `中文 — English` when its Chinese is written, else the English."""
    zh = getattr(warning, "zh", None)
    return f"{zh} — {warning}" if zh else str(warning)
