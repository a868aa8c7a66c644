"""A copy of the lawbook for the tests that break it on purpose: the loader must refuse the broken copy
with the file and the line (tests/test_lawbook.py, tests/test_lawbook_findings.py)."""

from __future__ import annotations

import shutil
from pathlib import Path

from rulings.lawbook import LAWBOOK_DIR


def copy_lawbook(tmp_path: Path) -> Path:
    """The whole lawbook copied under `tmp_path`; its root."""
    root = tmp_path / "lawbook"
    shutil.copytree(LAWBOOK_DIR, root)
    return root


def break_lawbook(root: Path, rel: str, old: str, new: str) -> tuple[Path, int]:
    """Replace the first `old` in a lawbook file by `new`; the path and the 1-based line where it was."""
    path = root / rel
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {rel}"
    line = text[: text.index(old)].count("\n") + 1
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path, line
